import Foundation

/// Compiles an app's previews into a shared library, leaving out only what does not compile.
///
/// Every attempt compiles the scratch copies (`ScratchSource`) of the files still in; the compiler's errors
/// are then charged to the smallest unit around them: a preview's body, a declaration, or else the whole file.
/// Those are left out and the build runs again, until it links. A broken file costs only its own previews
/// and those that use it; each gets the compiler's first error, and a preview that fails because a
/// declaration it uses was left out is told which one and why.
///
/// The scratch folder persists between runs (by default under `~/.cache/darkroom/previews/`): copies are
/// rewritten only when their text changes and `swiftc` builds incrementally, so editing one file recompiles
/// that file.
public struct ScratchBuild {
    /// The folder of the code base.
    public var root: URL
    /// Its scanned files, in order (a file's index names its generated functions).
    public var scans: [SourceFileScan]
    /// Where the scratch copies and objects live.
    public var workspace: URL
    /// The module name the code is compiled under.
    public var moduleName: String
    /// How to reach Darkroom's modules.
    public var flags: CompilerFlags
    /// At most this many compiler runs (each must leave something more out, or the build stops).
    public var maxAttempts = 20
    /// From this attempt on, an error in a declaration leaves its whole file out, not only the declaration:
    /// a chain of declarations that each use the last one left out would otherwise cost an attempt per link
    /// and can outlast `maxAttempts`.
    public var wholeFileAttempt = 5

    /// A build of `scans` (files under `root`) in `workspace`.
    public init(root: URL, scans: [SourceFileScan], workspace: URL, moduleName: String, flags: CompilerFlags) {
        self.root = root
        self.scans = scans
        self.workspace = workspace
        self.moduleName = moduleName
        self.flags = flags
    }

    /// The default scratch folder for a code base: one per folder and Darkroom build, reused by later runs.
    public static func defaultWorkspace(for root: URL) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".cache")
        let path = root.standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = ModuleNaming.identifier(root.lastPathComponent) + "-" + String(hash, radix: 16)
        return cache.appendingPathComponent("darkroom/previews").appendingPathComponent(name)
    }

    /// Compiles, retrying without what fails; `progress` hears about each attempt.
    public func run(progress: (String) -> Void = { _ in }) throws -> BuildOutcome {
        let started = Date()
        let manager = FileManager.default
        let sources = workspace.appendingPathComponent("Sources")
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        var originals: [String: String] = [:]
        for scan in scans {
            originals[scan.file] = (try? String(contentsOf: root.appendingPathComponent(scan.file), encoding: .utf8))
        }
        var state = DropState()
        for scan in scans {
            if let syntax = scan.syntaxError { state.dropFile(scan, cause: "\(scan.file):\(syntax)") }
            if originals[scan.file] == nil { state.dropFile(scan, cause: "\(scan.file): could not be read") }
        }
        let localModules = SourceSelection.localModules(files: scans.map(\.file))
        // Type names the code declares: a folder named like one of them is not taken for a module qualifier.
        let declaredTypes = Set(scans.flatMap { $0.droppableSpans.compactMap { span -> String? in
            let words = span.label.split(separator: " ")
            guard words.count == 2, ["struct", "class", "enum", "actor", "protocol", "typealias"]
                .contains(String(words[0])) else { return nil }
            return String(words[1])
        } })
        let imported = Set(scans.flatMap { $0.unconditionalImports.map(\.module) }).subtracting(localModules)
        let missing = ModuleAvailability(flags: flags, workspace: workspace).missing(imported)
        for scan in scans {
            if let first = scan.unconditionalImports.first(where: { missing.contains($0.module) }) {
                state.dropFile(scan, cause: "\(scan.file):\(first.line): no such module '\(first.module)'")
            }
        }
        var attempts = 0
        while attempts < maxAttempts {
            attempts += 1
            var inputs: [String] = []
            var registered: [String: [Int]] = [:]
            var registryCalls: [String] = []
            for (fileIndex, scan) in scans.enumerated() where state.droppedFiles[scan.file] == nil {
                guard let original = originals[scan.file] else { continue }
                let copy = ScratchSource(original: original, scan: scan, fileIndex: fileIndex,
                                         localModules: localModules, declaredTypes: declaredTypes,
                                         droppedPreviews: state.droppedPreviewIndices(scan.file),
                                         droppedSpans: state.droppedSpanIndices(scan.file))
                let stem = ((scan.file as NSString).lastPathComponent as NSString).deletingPathExtension
                let path = sources.appendingPathComponent("F\(fileIndex)_\(ModuleNaming.identifier(stem)).swift")
                try Self.writeIfChanged(copy.text, to: path)
                inputs.append(path.path)
                registered[scan.file] = copy.registered
                registryCalls.append("        \(ScratchSource.registerFunction(fileIndex))()")
            }
            let registry = sources.appendingPathComponent("__DarkroomPreviewRegistry.swift")
            try Self.writeIfChanged(Self.registryText(registryCalls) + (Self.needsBundleModule(originals)
                ? Self.bundleModuleText : ""), to: registry)
            inputs.append(registry.path)
            progress("build: compiling \(inputs.count - 1) files (attempt \(attempts))")
            let library = workspace.appendingPathComponent("lib\(moduleName)Previews.so")
            let result = try compile(inputs, library: library)
            // Kept for whoever wonders why something was left out.
            try? result.output.write(to: workspace.appendingPathComponent("attempt-\(attempts).log"), atomically: true,
                                     encoding: .utf8)
            if result.status == 0 {
                return state.outcome(library: library.path, attempts: attempts,
                                     seconds: Date().timeIntervalSince(started))
            }
            let errors = Diagnostic.errors(in: result.output)
            var charged = state.charge(errors, scans: scans, registered: registered,
                                       wholeFiles: attempts >= wholeFileAttempt)
            // The compiler itself crashed: the files it was compiling are left out, not the whole build, all in
            // this pass (each crashed compile job names its own file).
            for crashed in Self.crashedFiles(in: result.output, scans: scans)
            where state.droppedFiles[crashed.file] == nil {
                state.dropFile(crashed, cause: "the Swift compiler crashed compiling \(crashed.file) against "
                               + "DarkroomCompat (a compiler bug: the stack dump is in the scratch folder's "
                               + "attempt logs)")
                charged = true
            }
            if !charged {
                let message = errors.first?.text ?? Self.lastLines(result.output)
                return state.outcome(library: nil, attempts: attempts, seconds: Date().timeIntervalSince(started),
                                     everythingFailed: "the build failed: \(message)")
            }
        }
        return state.outcome(library: nil, attempts: attempts, seconds: Date().timeIntervalSince(started),
                             everythingFailed: "the build still failed after \(maxAttempts) attempts")
    }

    private func compile(_ inputs: [String], library: URL) throws -> ProcessRunner.Result {
        let objects = workspace.appendingPathComponent("Objects")
        try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        var map: [String: [String: String]] = ["": ["swift-dependencies": objects.appendingPathComponent(
            "module.swiftdeps").path]]
        for input in inputs {
            let stem = objects.appendingPathComponent((input as NSString).lastPathComponent).path
            map[input] = ["object": stem + ".o", "swift-dependencies": stem + ".swiftdeps"]
        }
        let mapURL = workspace.appendingPathComponent("output-file-map.json")
        try Self.writeIfChanged(String(decoding: try JSONSerialization.data(withJSONObject: map, options: .sortedKeys),
                                       as: UTF8.self), to: mapURL)
        let arguments = ["-emit-library", "-o", library.path, "-module-name", moduleName,
                         "-swift-version", "5", "-Onone", "-parse-as-library", "-DDEBUG",
                         "-incremental", "-output-file-map", mapURL.path, "-j\(Self.jobs)",
                         "-continue-building-after-errors", "-suppress-warnings",
                         "-module-cache-path", workspace.appendingPathComponent("ModuleCache").path]
            + flags.flags + inputs
        return try ProcessRunner.run(flags.swiftc, arguments, in: workspace)
    }

    static var jobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    static func registryText(_ calls: [String]) -> String {
        """
        @_spi(Previews) import DarkroomCompat
        import Foundation

        /// Called by `darkroom previews` after it loads this library: registers every preview that compiled.
        @_cdecl("darkroom_previews_register")
        public func __darkroomRegisterPreviews() {
            MainActor.assumeIsolated {
        \(calls.joined(separator: "\n"))
            }
        }

        """
    }

    /// Whether the code reads `Bundle.module` without declaring it: SwiftPM generates that accessor for a
    /// target with resources, and the scratch build must too, or every declaration reading it is left out.
    static func needsBundleModule(_ originals: [String: String]) -> Bool {
        let texts = originals.values
        return texts.contains { $0.contains(".module") }
            && !texts.contains { $0.contains("var module") || $0.contains("let module") }
    }

    /// `Bundle.module` as the main bundle: strings and images fall back to their keys and names, as a
    /// preview without the package's resource bundle shows them.
    static let bundleModuleText = """

        extension Foundation.Bundle {
            /// The package's resources (the main bundle: the scratch build has no resource bundle).
            static var module: Bundle { .main }
        }

        """

    static func writeIfChanged(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func lastLines(_ output: String) -> String {
        output.split(separator: "\n").suffix(3).joined(separator: " / ")
    }
}

/// Names made safe as Swift identifiers and file names.
enum ModuleNaming {
    static func identifier(_ text: String) -> String {
        var result = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.isEmpty || result.first!.isNumber { result = "_" + result }
        return result
    }
}
