import Foundation

/// What `stat` tells of a path, read in one place for every platform (the modification time is `st_mtimespec` on
/// Darwin and `st_mtim` on Glibc): its kind, size, modification time, file and device numbers, permissions and owner.
/// The up-to-date check (`LastBuild`), the cache's salt (`BuildCache`), `hig serve`'s watcher and the output commit
/// (which keeps what hig did not write with its kind and mode) tell files apart by it.
package struct FileStatus: Equatable, Sendable {
    package var isRegularFile: Bool
    package var isFolder: Bool
    /// Only when the link itself was asked for (`followingLinks: false`).
    package var isSymbolicLink: Bool
    package var size: Int64
    /// Seconds and nanoseconds since 1970, as one count of nanoseconds.
    package var modified: Int64
    package var inode: UInt64
    package var device: UInt64
    /// The permission bits (`st_mode & 0o7777`).
    package var permissions: mode_t
    package var owner: uid_t
    package var group: gid_t

    package init(isRegularFile: Bool, isFolder: Bool, isSymbolicLink: Bool = false, size: Int64, modified: Int64, inode: UInt64,
                 device: UInt64 = 1, permissions: mode_t = 0o644, owner: uid_t = 0, group: gid_t = 0) {
        self.isRegularFile = isRegularFile
        self.isFolder = isFolder
        self.isSymbolicLink = isSymbolicLink
        self.size = size
        self.modified = modified
        self.inode = inode
        self.device = device
        self.permissions = permissions
        self.owner = owner
        self.group = group
    }

    /// The status of `path`, of a link's target unless `followingLinks` is false; nil when there is nothing to stat.
    package init?(path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }

    /// What `stat` or `lstat` filled in.
    init(_ info: stat) {
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        isSymbolicLink = (info.st_mode & S_IFMT) == S_IFLNK
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
        permissions = info.st_mode & 0o7777
        owner = info.st_uid
        group = info.st_gid
    }

    /// Neither a regular file, a folder nor a symbolic link (a FIFO, a socket, a device).
    package var isSpecial: Bool { !isRegularFile && !isFolder && !isSymbolicLink }
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
