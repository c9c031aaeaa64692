import Foundation

extension ScratchBuild {
    /// The scans of the files the compiler was compiling when it crashed, one per crashed compile job: the
    /// `source_file` of the request each stack dump names, else the first `-primary-file` of the crashed
    /// command, mapped back from its scratch copy (`F<index>_<name>.swift`). Empty when nothing crashed.
    static func crashedFiles(in output: String, scans: [SourceFileScan]) -> [SourceFileScan] {
        var found: [SourceFileScan] = []
        // One section per crash: from a "Stack dump:" line to the next.
        for dump in output.components(separatedBy: "Stack dump:").dropFirst() {
            var candidates: [String] = []
            for line in dump.split(separator: "\n") {
                if let start = line.range(of: "source_file \"") {
                    candidates.append(String(line[start.upperBound...].prefix { $0 != "\"" }))
                }
            }
            let command = dump.split(separator: "\n").first { $0.contains("Program arguments:") } ?? ""
            let words = command.split(whereSeparator: \.isWhitespace)
            for (index, word) in words.enumerated() where word == "-primary-file" && index + 1 < words.count {
                candidates.append(String(words[index + 1]))
            }
            if let scan = candidates.lazy.compactMap({ scratchScan($0, scans: scans) }).first,
               !found.contains(where: { $0.file == scan.file }) {
                found.append(scan)
            }
        }
        return found
    }

    /// The scan a scratch copy's path (`…/F<index>_<name>.swift`) was made from.
    private static func scratchScan(_ path: String, scans: [SourceFileScan]) -> SourceFileScan? {
        let name = (path as NSString).lastPathComponent
        guard name.hasPrefix("F"), let underscore = name.firstIndex(of: "_"),
              let fileIndex = Int(name[name.index(after: name.startIndex)..<underscore]),
              scans.indices.contains(fileIndex)
        else { return nil }
        return scans[fileIndex]
    }
}
