#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The engine's only view of the C library: the functions of libm that
/// geometry, the two-finger recognizers and the scroll physics need
/// (`Math.sin`, `cos`, `atan2`, `pow`, `exp`).
///
/// GestureEngine imports no Foundation; keeping the platform import in this one
/// file means the rest of the engine cannot reach an OS call by accident. The
/// functions are the C library's own, so results are bit-for-bit those that
/// Foundation re-exported. A namespace rather than free functions, so that a
/// file importing both the engine (`@testable`) and Foundation sees no two `sin`.
enum Math {
    /// The sine of `angle` radians (libm's `sin`).
    @inline(__always) static func sin(_ angle: Double) -> Double {
        #if canImport(Glibc)
        Glibc.sin(angle)
        #elseif canImport(Musl)
        Musl.sin(angle)
        #else
        Darwin.sin(angle)
        #endif
    }

    /// The cosine of `angle` radians (libm's `cos`).
    @inline(__always) static func cos(_ angle: Double) -> Double {
        #if canImport(Glibc)
        Glibc.cos(angle)
        #elseif canImport(Musl)
        Musl.cos(angle)
        #else
        Darwin.cos(angle)
        #endif
    }

    /// The angle of the vector (`x`, `y`) in radians, in -π...π (libm's `atan2`).
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.atan2(y, x)
        #elseif canImport(Musl)
        Musl.atan2(y, x)
        #else
        Darwin.atan2(y, x)
        #endif
    }

    /// `base` raised to `exponent` (libm's `pow`).
    @inline(__always) static func pow(_ base: Double, _ exponent: Double) -> Double {
        #if canImport(Glibc)
        Glibc.pow(base, exponent)
        #elseif canImport(Musl)
        Musl.pow(base, exponent)
        #else
        Darwin.pow(base, exponent)
        #endif
    }

    /// e raised to `exponent` (libm's `exp`).
    @inline(__always) static func exp(_ exponent: Double) -> Double {
        #if canImport(Glibc)
        Glibc.exp(exponent)
        #elseif canImport(Musl)
        Musl.exp(exponent)
        #else
        Darwin.exp(exponent)
        #endif
    }
}
