import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Finds previews in Swift source with swift-syntax, as Xcode does: by reading the code, not by running it.
///
/// It finds `#Preview` in all its forms (a name, `traits:`, UIKit bodies, `@Previewable` state) wherever it is
/// written at file scope, `#if` blocks included, and every type or extension that conforms to
/// `PreviewProvider`. It also records which declarations a build may drop one at a time.
public enum PreviewDiscovery {
    /// Scans one file's text.
    public static func scan(_ text: String, file: String) -> SourceFileScan {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let finder = PreviewFinder(file: file, converter: converter)
        finder.walk(tree)
        var spans: [DroppableSpan] = []
        collectSpans(tree.statements, converter: converter, into: &spans)
        return SourceFileScan(file: file, previews: finder.previews, droppableSpans: spans,
                              imports: finder.imports,
                              syntaxError: tree.hasError ? firstSyntaxError(tree, converter: converter) : nil,
                              unconditionalImports: finder.unconditionalImports)
    }

    /// Scans the files at `root` (their paths relative to it); unreadable files are skipped.
    public static func scan(root: URL, files: [String]) -> [SourceFileScan] {
        files.compactMap { relative in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
                  let text = String(data: data, encoding: .utf8) else { return nil }
            return scan(text, file: relative)
        }
    }

    private static func firstSyntaxError(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> String {
        guard let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first else { return "syntax error" }
        let location = first.location(converter: converter)
        return "\(location.line):\(location.column): syntax error: \(first.message)"
    }

    /// Top-level declarations, the insides of `#if` blocks, and the members of top-level extensions.
    private static func collectSpans(_ items: CodeBlockItemListSyntax, converter: SourceLocationConverter,
                                     into spans: inout [DroppableSpan]) {
        for item in items {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if let nested = clause.elements?.as(CodeBlockItemListSyntax.self) {
                        collectSpans(nested, converter: converter, into: &spans)
                    }
                }
                continue
            }
            if item.item.is(ImportDeclSyntax.self) { continue }
            if item.item.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
                || item.item.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" { continue }
            if let ext = item.item.as(ExtensionDeclSyntax.self) {
                for member in ext.memberBlock.members {
                    spans.append(span(Syntax(member.decl), label: "extension \(ext.extendedType.trimmedDescription) "
                                        + label(Syntax(member.decl)), converter: converter))
                }
                continue
            }
            spans.append(span(Syntax(item.item), label: label(Syntax(item.item)), converter: converter))
        }
    }

    private static func span(_ node: Syntax, label: String, converter: SourceLocationConverter) -> DroppableSpan {
        let start = node.positionAfterSkippingLeadingTrivia
        let end = node.endPositionBeforeTrailingTrivia
        let first = converter.location(for: start).line
        let last = converter.location(for: end).line
        return DroppableSpan(label: label, lines: first...max(first, last),
                             byteRange: start.utf8Offset..<end.utf8Offset)
    }

    /// `struct Name`, `func name`, … for reports.
    static func label(_ node: Syntax) -> String {
        if let decl = node.as(StructDeclSyntax.self) { return "struct \(decl.name.text)" }
        if let decl = node.as(ClassDeclSyntax.self) { return "class \(decl.name.text)" }
        if let decl = node.as(EnumDeclSyntax.self) { return "enum \(decl.name.text)" }
        if let decl = node.as(ActorDeclSyntax.self) { return "actor \(decl.name.text)" }
        if let decl = node.as(ProtocolDeclSyntax.self) { return "protocol \(decl.name.text)" }
        if let decl = node.as(FunctionDeclSyntax.self) { return "func \(decl.name.text)" }
        if let decl = node.as(TypeAliasDeclSyntax.self) { return "typealias \(decl.name.text)" }
        if let decl = node.as(ExtensionDeclSyntax.self) { return "extension \(decl.extendedType.trimmedDescription)" }
        if let decl = node.as(VariableDeclSyntax.self) {
            return "var " + (decl.bindings.first?.pattern.trimmedDescription ?? "")
        }
        if let decl = node.as(InitializerDeclSyntax.self) { return "init" + decl.signature.trimmedDescription }
        if let decl = node.as(SubscriptDeclSyntax.self) { return "subscript" + decl.parameterClause.trimmedDescription }
        return "declaration"
    }
}

/// Walks a file for `#Preview` expansions, `PreviewProvider` conformances and imports.
private final class PreviewFinder: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var previews: [DiscoveredPreview] = []
    var imports: [String] = []
    var unconditionalImports: [(module: String, line: Int)] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            imports.append(module)
            if LinuxConditions.isCompiled(Syntax(node)) == true {
                unconditionalImports.append((module, line(Syntax(node))))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        previews.append(macroPreview(Syntax(node), arguments: node.arguments,
                                     nameEnd: node.macroName.endPositionBeforeTrailingTrivia))
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        previews.append(macroPreview(Syntax(node), arguments: node.arguments,
                                     nameEnd: node.macroName.endPositionBeforeTrailingTrivia))
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        provider(Syntax(node), name: node.name.text, inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        provider(Syntax(node), name: node.name.text, inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        provider(Syntax(node), name: node.name.text, inheritance: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        provider(Syntax(node), name: node.extendedType.trimmedDescription, inheritance: node.inheritanceClause)
        return .visitChildren
    }

    private func provider(_ node: Syntax, name: String, inheritance: InheritanceClauseSyntax?) {
        guard let inheritance,
              inheritance.inheritedTypes.contains(where: {
                  let type = $0.type.trimmedDescription
                  return type == "PreviewProvider" || type.hasSuffix(".PreviewProvider")
              }) else { return }
        // A provider nested in another type is named by its full path.
        var path = [name]
        var parent = node.parent
        while let current = parent {
            if let decl = current.as(StructDeclSyntax.self) { path.insert(decl.name.text, at: 0) }
            if let decl = current.as(ClassDeclSyntax.self) { path.insert(decl.name.text, at: 0) }
            if let decl = current.as(EnumDeclSyntax.self) { path.insert(decl.name.text, at: 0) }
            if let decl = current.as(ExtensionDeclSyntax.self) {
                path.insert(decl.extendedType.trimmedDescription, at: 0)
            }
            parent = current.parent
        }
        let typeName = path.joined(separator: ".")
        var preview = DiscoveredPreview(file: file, line: line(node), kind: .provider(typeName: typeName),
                                        name: nil, traits: [], lines: lines(node), byteRange: bytes(node),
                                        macroNameEnd: nil)
        preview.isCompiledOnLinux = LinuxConditions.isCompiled(node)
        previews.append(preview)
    }

    private func macroPreview(_ node: Syntax, arguments: LabeledExprListSyntax,
                              nameEnd: AbsolutePosition) -> DiscoveredPreview {
        var name: String?
        var traits: [String] = []
        var inTraits = false
        for (index, argument) in arguments.enumerated() {
            if let label = argument.label?.text {
                inTraits = label == "traits"
                if inTraits { traits.append(Self.traitText(argument.expression)) }
            } else if inTraits {
                traits.append(Self.traitText(argument.expression))
            } else if index == 0 {
                name = Self.literalText(argument.expression)
            }
        }
        var preview = DiscoveredPreview(file: file, line: line(node), kind: .macro, name: name, traits: traits,
                                        lines: lines(node), byteRange: bytes(node),
                                        macroNameEnd: nameEnd.utf8Offset)
        preview.isCompiledOnLinux = LinuxConditions.isCompiled(node)
        return preview
    }

    /// A string literal's text; an interpolated one as written.
    static func literalText(_ expression: ExprSyntax) -> String {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return expression.trimmedDescription }
        if literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
            return segment.content.text
        }
        return literal.segments.trimmedDescription
    }

    static func traitText(_ expression: ExprSyntax) -> String {
        var text = expression.trimmedDescription
        if text.hasPrefix(".") { text.removeFirst() }
        return text
    }

    private func line(_ node: Syntax) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func lines(_ node: Syntax) -> ClosedRange<Int> {
        let first = line(node)
        return first...max(first, converter.location(for: node.endPositionBeforeTrailingTrivia).line)
    }

    private func bytes(_ node: Syntax) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
