import HIGCorpus

/// What merging one group of files gave (`PageDeduplicator`): its page, its report (`nil` for a page found once) and
/// the merge's notes. The build cache keeps it under the group's files' read entries (`ReadCache.mergeKey`), so a
/// rebuild merges again only the groups one of whose files changed.
struct MergedGroup: Equatable, Sendable {
    var page: Page
    var cluster: DuplicateCluster?
    var diagnostics: [Diagnostic]
}

/// `MergedGroup` as bytes, in the read cache's entry format (`CacheWriter`); `MergeMemoTests` checks that every field
/// comes back equal.
enum MergedGroupCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-merge 2\n"

    static func encode(_ group: MergedGroup) -> [UInt8] {
        var out = CacheWriter()
        out.page(group.page)
        out.optional(group.cluster) { out, cluster in
            out.string(cluster.page)
            out.array(cluster.members) { out, member in
                out.string(member.path)
                out.string(member.relation)
                out.double(member.containment)
                out.double(member.jaccard)
                out.optional(member.name) { $0.string($1) }
                out.double(member.reverseContainment)
                out.string(member.evidence)
                out.bool(member.weak)
            }
            out.array(cluster.consolidates) { $0.string($1) }
        }
        out.array(group.diagnostics) { out, diagnostic in out.diagnostic(diagnostic) }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> MergedGroup {
        var input = CacheReader(bytes: bytes)
        let page = try input.page()
        let cluster = try input.optional { input in
            var cluster = DuplicateCluster(page: try input.string(), members: try input.array { input in
                DuplicateCluster.Member(path: try input.string(), relation: try input.string(), containment: try input.double(),
                                        jaccard: try input.double(), name: try input.optional { try $0.string() },
                                        reverseContainment: try input.double(), evidence: try input.string(), weak: try input.bool())
            })
            cluster.consolidates = try input.array { try $0.string() }
            return cluster
        }
        let diagnostics = try input.array { input in try input.diagnostic() }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return MergedGroup(page: page, cluster: cluster, diagnostics: diagnostics)
    }
}
