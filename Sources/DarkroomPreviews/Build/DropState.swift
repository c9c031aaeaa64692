import Foundation

/// What a scratch build has left out so far, and why: the bookkeeping of `ScratchBuild`'s retries.
struct DropState {
    private(set) var droppedFiles: [String: String] = [:]
    /// Per file: preview index → first error.
    private(set) var droppedPreviews: [String: [Int: String]] = [:]
    /// Per file: span index → first error.
    private(set) var droppedSpans: [String: [Int: String]] = [:]
    /// Names of left-out declarations (and of the declarations of left-out files) → why, for chaining causes.
    private var droppedNames: [String: String] = [:]

    func droppedPreviewIndices(_ file: String) -> Set<Int> { Set(droppedPreviews[file].map { Array($0.keys) } ?? []) }
    func droppedSpanIndices(_ file: String) -> Set<Int> { Set(droppedSpans[file].map { Array($0.keys) } ?? []) }

    /// Leaves a whole file out; its declarations' names then explain errors in the files that use them.
    mutating func dropFile(_ scan: SourceFileScan, cause: String) {
        guard droppedFiles[scan.file] == nil else { return }
        droppedFiles[scan.file] = cause
        for span in scan.droppableSpans {
            if let name = span.label.split(separator: " ").last, droppedNames[String(name)] == nil {
                droppedNames[String(name)] = "\(scan.file) was left out: \(cause)"
            }
        }
    }

    /// Charges each error to the smallest unit around it and leaves that unit out; `false` when no error
    /// could be charged (the build cannot make progress). With `wholeFiles`, an error outside a preview's body
    /// leaves its whole file out: late attempts stop peeling declarations one layer of dependants at a time.
    mutating func charge(_ errors: [Diagnostic], scans: [SourceFileScan], registered: [String: [Int]],
                         wholeFiles: Bool = false) -> Bool {
        var progress = false
        let byFile = Dictionary(scans.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        for found in errors {
            // An error inside a macro's expansion is charged where its note says the expansion is.
            var error = found
            if error.file.map({ byFile[$0] == nil }) ?? true,
               let note = error.notes.first(where: { byFile[$0.file] != nil }) {
                error.file = note.file
                error.line = note.line
            }
            guard let file = error.file, let scan = byFile[file], droppedFiles[file] == nil else { continue }
            let cause = explained(error)
            if error.line > ScratchSource.registrationLine {
                let slot = error.line - ScratchSource.registrationLine - 1
                if let index = registered[file]?[safe: slot], droppedPreviews[file]?[index] == nil {
                    droppedPreviews[file, default: [:]][index] = cause
                    progress = true
                }
                continue
            }
            if let index = scan.previews.firstIndex(where: { $0.lines.contains(error.line) }) {
                if droppedPreviews[file]?[index] == nil {
                    droppedPreviews[file, default: [:]][index] = cause
                    progress = true
                }
                continue
            }
            if !wholeFiles, let index = scan.droppableSpans.firstIndex(where: { $0.lines.contains(error.line) }) {
                if droppedSpans[file]?[index] == nil {
                    droppedSpans[file, default: [:]][index] = cause
                    let span = scan.droppableSpans[index]
                    if let name = span.label.split(separator: " ").last {
                        droppedNames[String(name)] = "`\(span.label)` (\(file):\(span.lines.lowerBound)) was left "
                            + "out: \(cause)"
                    }
                    progress = true
                }
                continue
            }
            dropFile(scan, cause: cause)
            progress = true
        }
        return progress
    }

    /// The error, followed by why a declaration it names was left out.
    private func explained(_ error: Diagnostic) -> String {
        for (name, why) in droppedNames where error.message.contains("'\(name)'") {
            return "\(error.text) — \(why)"
        }
        return error.text
    }

    func outcome(library: String?, attempts: Int, seconds: Double, everythingFailed: String? = nil) -> BuildOutcome {
        var failures: [PreviewKey: String] = [:]
        for (file, previews) in droppedPreviews {
            for (index, cause) in previews { failures[PreviewKey(file: file, index: index)] = cause }
        }
        var declarations: [String: String] = [:]
        for (file, spans) in droppedSpans {
            for (index, cause) in spans { declarations["\(file)#\(index)"] = cause }
        }
        var files = droppedFiles
        if let everythingFailed { files["*"] = everythingFailed }
        return BuildOutcome(library: library, failures: failures, droppedFiles: files,
                            droppedDeclarations: declarations, attempts: attempts, seconds: seconds)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
