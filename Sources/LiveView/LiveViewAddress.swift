/// Where a ``LiveView`` listens: a host (an IPv4 or IPv6 address, or
/// `localhost`) and a TCP port, written `HOST:PORT`, `[IPV6]:PORT` or `PORT`
/// alone (loopback).
///
/// Our decision: loopback (`127.0.0.1`) unless another address is named, and
/// an address that is not a loopback one (`0.0.0.0`, a LAN address) only when
/// the caller says so (`attach --serve-public`): the page shows every touch,
/// which a kiosk's passers-by should not see from the network by accident.
public struct LiveViewAddress: Hashable, Sendable, CustomStringConvertible {
    /// The host: an IPv4 or IPv6 address (without brackets), or `localhost`.
    public var host: String
    /// The TCP port; 0 lets the system choose one (``LiveView/address`` says which).
    public var port: Int

    /// The default port: 8080 (`--serve` with an address only).
    public static let defaultPort = 8080

    /// An address from its parts.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `HOST:PORT`, `[IPV6]:PORT`, `HOST` (port 8080) or `PORT` (loopback).
    ///
    /// - Throws: ``LiveViewError/address(_:reason:)`` for an empty host, a port that is not a number
    ///   from 0 to 65535, an IPv6 address without brackets, or a host that is neither an IP address
    ///   nor `localhost` (the server resolves no names: it binds what it is given).
    public init(parsing text: String) throws(LiveViewError) {
        var host = text
        var port = Self.defaultPort
        if text.allSatisfy(\.isNumber), !text.isEmpty {
            host = "127.0.0.1"
            port = try Self.port(Substring(text), in: text)
        } else if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw .address(text, reason: "an IPv6 address opens with [ and closes with ]") }
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { throw .address(text, reason: "after ] comes :PORT") }
                port = try Self.port(rest.dropFirst(), in: text)
            }
        } else if let colon = text.lastIndex(of: ":") {
            guard text.firstIndex(of: ":") == colon else { throw .address(text, reason: "write an IPv6 address in brackets: [::1]:8080") }
            host = String(text[..<colon])
            port = try Self.port(text[text.index(after: colon)...], in: text)
        }
        guard !host.isEmpty else { throw .address(text, reason: "no host before the port") }
        guard host == "localhost" || IPAddressText.isIPv4(host) || IPAddressText.isIPv6(host) else {
            throw .address(text, reason: "the host is an IP address or localhost (no name is looked up)")
        }
        self.init(host: host, port: port)
    }

    private static func port(_ text: Substring, in whole: String) throws(LiveViewError) -> Int {
        guard let port = Int(text), (0...65_535).contains(port), text.allSatisfy(\.isNumber) else {
            throw .address(whole, reason: "the port is a number from 0 to 65535")
        }
        return port
    }

    /// Whether only this machine can reach the address: `localhost`, 127.0.0.0/8 or `::1`.
    public var isLoopback: Bool {
        if host == "localhost" || host == "::1" { return true }
        return IPAddressText.isIPv4(host) && host.split(separator: ".").first == "127"
    }

    /// The host as the socket binds it (`localhost` is `127.0.0.1`).
    var bindHost: String { host == "localhost" ? "127.0.0.1" : host }

    /// `127.0.0.1:8080`, `[::1]:8080`.
    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// IP addresses as text, checked without looking anything up.
enum IPAddressText {
    /// Four decimal numbers from 0 to 255, separated by dots.
    static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
        }
    }

    /// Hexadecimal groups separated by colons, at most one `::`, optionally ending in an IPv4 address.
    static func isIPv6(_ text: String) -> Bool {
        guard text.contains(":"), text.count <= 45 else { return false }
        let groups = text.split(separator: ":", omittingEmptySubsequences: false)
        let empties = text.ranges(of: "::").count
        guard empties <= 1 else { return false }
        for (index, group) in groups.enumerated() {
            if group.isEmpty { continue }
            if index == groups.count - 1, group.contains(".") { return isIPv4(String(group)) }
            guard group.count <= 4, group.allSatisfy(\.isHexDigit) else { return false }
        }
        return groups.count <= 8 && (empties == 1 || groups.count == 8)
    }
}
