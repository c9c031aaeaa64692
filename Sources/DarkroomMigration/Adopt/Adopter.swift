import SwiftSyntax

/// `darkroom adopt` on one file's text: conditional imports, Apple's frameworks where they exist and Darkroom's
/// modules elsewhere.
public struct Adopter: Sendable {
    /// Also widen lone `#if os(iOS)` / `#if canImport(UIKit)` blocks to admit Linux, and adopt their imports.
    public var widenOSGuards: Bool

    /// An adopter; `widenOSGuards` also opens `#if os(iOS)` / `#if canImport(UIKit)` blocks to Linux.
    public init(widenOSGuards: Bool = false) {
        self.widenOSGuards = widenOSGuards
    }

    /// The file's rewritten text and sites, plus the Apple modules it imports (for the package edit).
    public func adopt(_ text: String, path: String) -> (result: FileResult, modules: Set<String>) {
        switch SyntaxCheck.parse(text, file: path) {
        case .failure(let problem):
            return (FileResult(path: path, original: text, rewritten: text, sites: [], error: problem.message), [])
        case .success(let tree):
            var adopter = ImportAdopter(locator: SourceLocator(file: path, tree: tree), widenOSGuards: widenOSGuards)
            adopter.adopt(tree)
            let rewritten = TextEdit.apply(adopter.edits, to: text)
            return (FileResult(path: path, original: text, rewritten: rewritten, sites: adopter.sites),
                    adopter.modulesUsed)
        }
    }

    /// The import rewrites of an already parsed file as byte ranges of its text and their replacements, for a
    /// tool that applies them together with edits of its own (`darkroom previews` builds a scratch copy).
    package func importEdits(_ tree: SourceFileSyntax, path: String)
        -> [(start: Int, end: Int, replacement: String)] {
        var adopter = ImportAdopter(locator: SourceLocator(file: path, tree: tree), widenOSGuards: widenOSGuards)
        adopter.adopt(tree)
        return adopter.edits.map { ($0.start.utf8Offset, $0.end.utf8Offset, $0.replacement) }
    }
}
