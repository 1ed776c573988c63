// The platform's C library, imported once for every target that makes POSIX calls (stat, rename, link, signal,
// write…): Glibc on Linux, Darwin on Apple platforms. A target gets it with `import HIGText`.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
