import Foundation

/// The harnesses, by the name `DARKROOM_FUZZ_HARNESS` selects.
let harnesses: [String: (Data) -> Void] = [
    "decode": DecodeHarness.run,
    "markdown": MarkdownHarness.run,
    "attributed": AttributedStringHarness.run,
    "writers": DisplayListHarness.run,
    "views": ViewTreeHarness.run,
]

/// Chosen once, before the first input: an unknown name stops the run at once.
let selectedHarness: (Data) -> Void = {
    let name = ProcessInfo.processInfo.environment["DARKROOM_FUZZ_HARNESS"] ?? ""
    guard let harness = harnesses[name] else {
        let names = harnesses.keys.sorted().joined(separator: ", ")
        FileHandle.standardError.write(Data("set DARKROOM_FUZZ_HARNESS to one of: \(names)\n".utf8))
        exit(2)
    }
    return harness
}()

/// One input, one call. Exported under libFuzzer's name too: the toolchain links
/// libFuzzer's whole archive, whose own `main` refers to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    selectedHarness(data)
    return 0
}

// libFuzzer's driver, called from Swift's own `main` (SwiftPM names every
// executable's entry point itself, so libFuzzer's `main` cannot be used).
// The sanitizer runtime is linked into this executable; dlsym finds it there.
typealias RunDriver = @convention(c) (
    UnsafeMutablePointer<CInt>,
    UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(unsafeBitCast(symbol, to: RunDriver.self)(&argc, &argv) { fuzzOneInput($0, $1) })
}
// Built without libFuzzer (a plain debug build, as CI's replay step makes it, sharing the root package's build):
// replay every input file named on the command line, or found in a named folder, once each.
exit(Replay.run(arguments: Array(CommandLine.arguments.dropFirst())) { data in
    data.withUnsafeBytes { bytes in
        _ = fuzzOneInput(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count)
    }
})
