/// Stable names for discovered previews: a preview keeps its image names from run to run as long as its file,
/// its name and its place among the file's unnamed previews stay the same (edits elsewhere change nothing).
enum PreviewNaming {
    /// Names per `file:line`.
    static func names(_ scans: [SourceFileScan]) -> [String: HostRequest.PreviewName] {
        var names: [String: HostRequest.PreviewName] = [:]
        for scan in scans {
            var unnamed = 0
            var used: Set<String> = []
            for preview in scan.previews {
                let display: String
                switch preview.kind {
                case .macro:
                    if let name = preview.name {
                        display = name
                    } else {
                        unnamed += 1
                        display = unnamed == 1 ? "Preview" : "Preview \(unnamed)"
                    }
                case .provider(let typeName):
                    display = typeName
                }
                var base = Slug.make(display)
                var suffix = 2
                while used.contains(base) {
                    base = Slug.make(display) + "-\(suffix)"
                    suffix += 1
                }
                used.insert(base)
                names["\(preview.file):\(preview.line)"] = HostRequest.PreviewName(base: base, display: display)
            }
        }
        return names
    }
}
