import HIGText

/// Hands the memory a phase of the build freed back to the system before the next phase allocates.
///
/// glibc keeps freed memory in the arena of the thread that freed it: after the read pass's copies and the
/// translation memory are dropped, the heap holds free pages that stay resident while later phases allocate in other
/// threads' arenas. `hig build` releases them after the compiler passes, after the ranking index, and as each
/// emitter ends: each release lowers the build's peak.
enum FreedMemory {
    /// Returns the free pages of every arena to the system (`malloc_trim`); does nothing where the C library cannot.
    static func release() {
        #if canImport(Glibc)
        _ = mallocTrim(0)
        #endif
    }
}

#if canImport(Glibc)
// Not in Glibc's Swift module (malloc.h is not part of it); the symbol is glibc's own, since 2.0.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
#endif
