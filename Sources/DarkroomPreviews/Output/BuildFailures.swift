/// Manifest entries for previews that were found but not drawn: left out by the build (with the compiler's
/// error), or never compiled on Linux (inside an `#if` whose condition is false here).
enum BuildFailures {
    static func entries(scans: [SourceFileScan], outcome: BuildOutcome?, rendered: [ManifestEntry],
                        names: [String: HostRequest.PreviewName], variants: [PreviewVariant],
                        devices: [PreviewDeviceSpec]) -> [ManifestEntry] {
        let drawn = Set(rendered.map { "\($0.file):\($0.line)" })
        var entries: [ManifestEntry] = []
        for scan in scans {
            for (index, preview) in scan.previews.enumerated() {
                let key = "\(preview.file):\(preview.line)"
                guard !drawn.contains(key) else { continue }
                let error = outcome?.failures[PreviewKey(file: scan.file, index: index)]
                    ?? outcome?.droppedFiles[scan.file].map { "the file does not compile on Linux: \($0)" }
                    ?? outcome?.droppedFiles["*"]
                    ?? (outcome == nil ? "the build did not run"
                        : "not compiled on Linux: the preview is inside an `#if` whose condition is false here, "
                          + "or it produced no views")
                for device in devices {
                    for variant in variants {
                        entries.append(ManifestEntry(
                            file: preview.file, line: preview.line, name: names[key]?.display ?? "Preview",
                            variant: variant.name, device: device.name, traits: preview.traits, size: nil,
                            scale: Double(device.scale), image: nil, ms: 0, status: "error", error: error))
                    }
                }
            }
        }
        return entries
    }
}
