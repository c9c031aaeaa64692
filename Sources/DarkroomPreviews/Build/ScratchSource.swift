import DarkroomMigration
import Foundation
import SwiftParser
import SwiftSyntax

/// One file of the app as the scratch build compiles it: the same code on the same lines, with
///
/// - Apple-framework imports made conditional, as `darkroom adopt` writes them (lone `#if os(iOS)` blocks
///   widened to Linux, and `#if` chains with no clause for Linux as `IOSClauseWidening` says), followed by a
///   `#sourceLocation` so every later line keeps its number;
/// - imports of the code base's own modules removed (the scratch build compiles all files as one module);
/// - `@main` and the `App` type removed (the app's entry point is not run);
/// - each `#Preview { … }` turned into a function returning `PreviewBody { … }`, on the same lines, so no
///   macro runs and errors inside a preview's body point at the user's line (`PreviewBody.localTypes { … }`
///   for a body that declares a type, see `LocalTypeBodies`);
/// - previews and declarations the compiler rejected blanked out (spaces, newlines kept);
/// - after the last line, a function that registers the file's previews, at line `registrationLine`.
///
/// The user's files are never touched: only this copy changes.
public struct ScratchSource {
    /// The first line number of the appended registration code (far past any real line).
    public static let registrationLine = 100_001

    /// The rewritten text.
    public let text: String
    /// The previews registered, in order: the preview index in the scan, per registration line after
    /// `registrationLine`.
    public let registered: [Int]

    /// The Swift function that registers this file's previews.
    public static func registerFunction(_ fileIndex: Int) -> String { "__darkroomRegister_\(fileIndex)" }

    /// Rewrites `original`, the text of `scan.file`.
    public init(original: String, scan: SourceFileScan, fileIndex: Int, localModules: Set<String>,
                declaredTypes: Set<String> = [], droppedPreviews: Set<Int>, droppedSpans: Set<Int>) {
        var bytes = Array(original.utf8)
        // Same-length blanking first: byte offsets of the scan stay valid for the edits below.
        let cleanup = Cleanup(tree: Parser.parse(source: original), localModules: localModules,
                              declaredTypes: declaredTypes)
        for range in cleanup.blanked { Self.blank(&bytes, range) }
        for index in droppedPreviews where index < scan.previews.count {
            Self.blank(&bytes, scan.previews[index].byteRange)
        }
        for index in droppedSpans where index < scan.droppableSpans.count {
            Self.blank(&bytes, scan.droppableSpans[index].byteRange)
        }
        let cleaned = String(decoding: bytes, as: UTF8.self)
        let tree = Parser.parse(source: cleaned)
        let converter = SourceLocationConverter(fileName: scan.file, tree: tree)
        let fileLiteral = Self.literal(scan.file)

        var edits: [(start: Int, end: Int, replacement: String)] = []
        for edit in Adopter(widenOSGuards: true).importEdits(tree, path: scan.file) {
            let nextLine = converter.location(for: AbsolutePosition(utf8Offset: edit.end)).line + 1
            let addsLines = edit.replacement.contains("\n")
            edits.append((edit.start, edit.end, addsLines
                ? edit.replacement + "\n#sourceLocation(file: \(fileLiteral), line: \(nextLine))" : edit.replacement))
        }
        edits += Self.remainingImportEdits(tree, adopted: edits)
        edits += IOSClauseWidening.edits(tree)
        let localTypeBodies = LocalTypeBodies.previewStarts(in: tree)
        var registered: [Int] = []
        var registrations: [String] = []
        for (index, preview) in scan.previews.enumerated()
        where !droppedPreviews.contains(index) && preview.isCompiledOnLinux != false {
            let call: String
            switch preview.kind {
            case .macro:
                guard let nameEnd = preview.macroNameEnd else { continue }
                let function = "__darkroomPreview_\(fileIndex)_\(index)"
                let maker = localTypeBodies.contains(preview.byteRange.lowerBound) ? ".localTypes" : ""
                edits.append((preview.byteRange.lowerBound, nameEnd, "fileprivate func \(function)() -> "
                               + "DarkroomCompat.PreviewBody { DarkroomCompat.PreviewBody\(maker)"))
                edits.append((preview.byteRange.upperBound, preview.byteRange.upperBound, " }"))
                call = "\(function)()"
            case .provider(let typeName):
                call = "DarkroomCompat.PreviewBody.provider(\(typeName).self)"
            }
            registered.append(index)
            registrations.append("    DarkroomCompat.PreviewRegistry.register(file: \(fileLiteral), "
                                 + "line: \(preview.line), \(call))")
        }
        var text = TextEditing.apply(edits, to: cleaned)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "#sourceLocation(file: \(fileLiteral), line: \(Self.registrationLine))\n"
        text += "@MainActor func \(Self.registerFunction(fileIndex))() {\n"
        text += registrations.map { $0 + "\n" }.joined()
        text += "}\n#sourceLocation()\n"
        // On Apple platforms Foundation brings `URLSession`; on Linux it is in FoundationNetworking.
        self.text = "@_spi(Previews) import DarkroomCompat\n#if canImport(FoundationNetworking)\n"
            + "import FoundationNetworking\n#endif\n#sourceLocation(file: \(fileLiteral), line: 1)\n" + text
        self.registered = registered
    }

    /// Imports `adopt` leaves as written because they sit in an `#if` of their own (`#if os(macOS) import
    /// AppKit #else import UIKit #endif`): the copy is only ever compiled on Linux, so each is pointed at the
    /// module `adopt` would put in its `#else`, on the same line.
    static func remainingImportEdits(_ tree: SourceFileSyntax, adopted: [(start: Int, end: Int, replacement: String)])
        -> [(start: Int, end: Int, replacement: String)] {
        var edits: [(start: Int, end: Int, replacement: String)] = []
        for node in tree.descendantNodes() {
            guard let decl = node.as(ImportDeclSyntax.self), let name = decl.path.first?.name,
                  let replacement = AdoptedModules.replacement(for: name.text) else { continue }
            let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
            guard !adopted.contains(where: { $0.start <= start && start < $0.end }) else { continue }
            edits.append((name.positionAfterSkippingLeadingTrivia.utf8Offset,
                          name.endPositionBeforeTrailingTrivia.utf8Offset, replacement))
        }
        return edits
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Replaces every byte of `range` but newlines with a space.
    static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for offset in range where offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") {
            bytes[offset] = UInt8(ascii: " ")
        }
    }
}

/// Same-length removals: local imports, `@main`, `@Previewable`, the `App` type, and the module name in
/// names qualified by one of the code base's own modules (`Models.Account`: all files are one module here).
private struct Cleanup {
    var blanked: [Range<Int>] = []

    init(tree: SourceFileSyntax, localModules: Set<String>, declaredTypes: Set<String> = []) {
        let qualifiers = localModules.subtracting(declaredTypes)
        for node in tree.descendantNodes() {
            if let member = node.as(MemberTypeSyntax.self),
               let base = member.baseType.as(IdentifierTypeSyntax.self), qualifiers.contains(base.name.text),
               base.genericArgumentClause == nil {
                blanked.append(base.positionAfterSkippingLeadingTrivia.utf8Offset
                                ..< member.period.endPositionBeforeTrailingTrivia.utf8Offset)
                continue
            }
            if let access = node.as(MemberAccessExprSyntax.self),
               let base = access.base?.as(DeclReferenceExprSyntax.self), qualifiers.contains(base.baseName.text) {
                blanked.append(base.positionAfterSkippingLeadingTrivia.utf8Offset
                                ..< access.period.endPositionBeforeTrailingTrivia.utf8Offset)
                continue
            }
            if let decl = node.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text,
               localModules.contains(module) {
                blanked.append(Self.range(decl))
            } else if let decl = node.as(StructDeclSyntax.self),
                      decl.inheritanceClause?.inheritedTypes.contains(where: {
                          ["App", "SwiftUI.App"].contains($0.type.trimmedDescription)
                      }) == true {
                // The app's entry point: never run by previews, and `App` has no Linux counterpart.
                blanked.append(Self.range(decl))
            } else if let attribute = node.as(AttributeSyntax.self) {
                let name = attribute.attributeName.trimmedDescription
                if name == "main" || name == "UIApplicationMain" || name == "Previewable" {
                    blanked.append(Self.range(attribute))
                }
            }
        }
    }

    static func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}

/// Applies byte-range edits to a text, last first; an edit overlapping a later-starting one is skipped.
enum TextEditing {
    static func apply(_ edits: [(start: Int, end: Int, replacement: String)], to text: String) -> String {
        var bytes = Array(text.utf8)
        var lastStart = Int.max
        for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            guard edit.end <= lastStart, edit.start <= edit.end, edit.end <= bytes.count else { continue }
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
            lastStart = edit.start
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SyntaxProtocol {
    /// Every node below this one, in source order.
    func descendantNodes() -> [Syntax] {
        var found: [Syntax] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            found.append(node)
            stack += node.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }
}
