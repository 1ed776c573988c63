import Foundation

/// What `stat` tells of a path, read in one place for every platform (the modification time is `st_mtimespec` on
/// Darwin and `st_mtim` on Glibc): whether it is a regular file, its size, modification time and file number. The
/// up-to-date check (`LastBuild`), the cache's salt (`BuildCache`) and `hig serve`'s watcher tell files apart by it.
package struct FileStatus: Equatable, Sendable {
    package var isRegularFile: Bool
    package var isFolder: Bool
    package var size: Int64
    /// Seconds and nanoseconds since 1970, as one count of nanoseconds.
    package var modified: Int64
    package var inode: UInt64

    package init(isRegularFile: Bool, isFolder: Bool, size: Int64, modified: Int64, inode: UInt64) {
        self.isRegularFile = isRegularFile
        self.isFolder = isFolder
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    /// The status of `path`, of a link's target unless `followingLinks` is false; nil when there is nothing to stat.
    package init?(path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        inode = UInt64(info.st_ino)
    }
}

extension FileStatus {
    /// What tells this version of the file from another.
    package var signature: FileSignature { FileSignature(size: size, modified: modified, inode: inode) }
}

/// What tells one version of a file from another: its size, modification time and file number (a save by rename
/// changes the number even when size and time agree).
package struct FileSignature: Codable, Equatable, Sendable {
    package var size: Int64
    package var modified: Int64
    package var inode: UInt64
}
