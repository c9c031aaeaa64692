import ArgumentParser
import DarkroomPreviews
import Foundation

/// The render process `darkroom previews` starts: reads a request file, loads the scratch build's library,
/// draws and reports each image as a JSON line. Hidden: not for people to run.
struct PreviewsHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "__previews-host", shouldDisplay: false)

    @Argument var request: String

    func run() throws {
        let request = try JSONDecoder().decode(HostRequest.self, from: Data(contentsOf: URL(fileURLWithPath: request)))
        let encoder = JSONEncoder()
        try MainActor.assumeIsolated {
            try PreviewHost.run(request) { message in
                guard var line = try? encoder.encode(message) else { return }
                line.append(UInt8(ascii: "\n"))
                FileHandle.standardOutput.write(line)
            }
        }
    }
}
