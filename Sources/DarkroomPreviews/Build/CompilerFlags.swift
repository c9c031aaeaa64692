import Foundation

/// How user code is compiled against the Darkroom this tool was built with.
///
/// `darkroom previews` does not build Darkroom a second time for the user's code: it compiles the code as a
/// shared library against the modules SwiftPM already built for the `darkroom` executable (the same search
/// paths, C module maps and macro plugin, read from SwiftPM's build plan), and the executable, linked with
/// `--export-dynamic`, provides Darkroom's symbols when it loads the library. A fresh checkout therefore builds
/// Darkroom once, and an app's previews cost only the app's own files.
public struct CompilerFlags: Sendable {
    /// `swiftc`'s path.
    public var swiftc: String
    /// Flags that make Darkroom's modules importable: `-I`, `-Xcc` module maps, C include paths, the target
    /// and the macro plugin.
    public var flags: [String]
    /// The build configuration the tool was built in (`debug` or `release`).
    public var configuration: String

    /// Why the flags could not be found.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What was missing.
        public var description: String
    }

    /// The flags of the build that produced `executable` (the running `darkroom`, by default).
    public static func forBuild(of executable: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
        throws -> CompilerFlags {
        let productFolder = executable.deletingLastPathComponent()
        let configuration = productFolder.lastPathComponent
        let scratch = productFolder.deletingLastPathComponent().deletingLastPathComponent()
        let plan = scratch.appendingPathComponent("\(configuration).yaml")
        guard let text = try? String(contentsOf: plan, encoding: .utf8) else {
            throw Unavailable(description: "no SwiftPM build plan at \(plan.path): `darkroom previews` compiles "
                              + "previews against the build folder it was built in (run it with `swift run`)")
        }
        guard let arguments = compileArguments(ofModule: "DarkroomCompat", inPlan: text) else {
            throw Unavailable(description: "the build plan \(plan.path) has no DarkroomCompat compile command")
        }
        return CompilerFlags(swiftc: arguments.first ?? "swiftc", flags: importFlags(arguments),
                             configuration: configuration)
    }

    /// The `args:` of the command that compiles `module`, from a SwiftPM `<configuration>.yaml` build plan.
    static func compileArguments(ofModule module: String, inPlan plan: String) -> [String]? {
        let lines = plan.split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: {
            $0.hasPrefix("  \"C.\(module)-") && $0.hasSuffix(".module\":")
        }) else { return nil }
        for line in lines[(header + 1)...] {
            if line.hasPrefix("  \"") { break }
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("args: ") else { continue }
            let json = Data(trimmed.dropFirst("args: ".count).utf8)
            return (try? JSONSerialization.jsonObject(with: json)) as? [String]
        }
        return nil
    }

    /// The flags a client module needs: include paths, C module maps and headers, the target triple and the
    /// macro plugin; everything that names DarkroomCompat's own outputs is left out.
    static func importFlags(_ arguments: [String]) -> [String] {
        var flags: [String] = []
        var index = 1
        func take(_ count: Int) {
            flags += arguments[index..<min(arguments.count, index + count)]
            index += count
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-I", "-target", "-sdk", "-resource-dir":
                take(2)
            case "-Xcc":
                take(2)
                // `-Xcc -I -Xcc path`: the path comes as a second `-Xcc` pair, taken on the next turn.
            case "-Xfrontend":
                if index + 3 < arguments.count, arguments[index + 1] == "-load-plugin-executable" {
                    take(4)
                } else {
                    index += 2
                }
            default:
                if argument.hasPrefix("-I") || argument.hasPrefix("-F") { flags.append(argument) }
                index += 1
            }
        }
        return flags
    }
}
