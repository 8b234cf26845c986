import CSDL2
import Glibc

/// Writes the window's pixels to a file: PNG (`.png`, uncompressed deflate,
/// so no image library is needed) or BMP (`.bmp`, SDL's own writer).
enum Screenshot {
    /// Writes `rgba` (`width` × `height`, rows top to bottom) to `path`.
    static func write(_ rgba: [UInt8], width: Int, height: Int, to path: String) throws(BoardError) {
        if path.lowercased().hasSuffix(".bmp") {
            var pixels = rgba
            let saved = pixels.withUnsafeMutableBytes { bytes -> Int32 in
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(width), Int32(height), 32,
                                                                       Int32(width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue)
                else { return -1 }
                defer { SDL_FreeSurface(surface) }
                return SDL_SaveBMP_RW(surface, SDL_RWFromFile(path, "wb"), 1)
            }
            guard saved == 0 else { throw Renderer.failure("writing \(path): SDL_SaveBMP") }
            return
        }
        let bytes = png(rgba, width: width, height: height)
        guard let file = fopen(path, "wb") else {
            throw BoardError(description: "\(path): cannot write the screenshot (\(String(cString: strerror(errno))))")
        }
        let written = fwrite(bytes, 1, bytes.count, file)
        guard fclose(file) == 0, written == bytes.count else {
            throw BoardError(description: "\(path): cannot write the screenshot (\(String(cString: strerror(errno))))")
        }
    }

    /// A PNG of RGB colour (type 2, 8 bits), each row with filter 0, in stored deflate blocks.
    static func png(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width * 3 + 1))
        for row in 0..<height {
            raw.append(0)
            for column in 0..<width {
                let at = (row * width + column) * 4
                raw.append(contentsOf: rgba[at..<(at + 3)])
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, raw.count - start)
            let last: UInt8 = start + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[start..<(start + count)]
            start += count
        } while start < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib += bigEndian((b << 16) | a)
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        file += chunk("IDAT", zlib)
        file += chunk("IEND", [])
        return file
    }

    /// A PNG chunk: length, type, data and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
