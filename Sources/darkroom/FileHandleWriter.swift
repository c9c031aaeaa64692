import Foundation

/// Writes text to the process's standard streams.
enum FileHandleWriter {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
