import SwiftSyntax

/// Adds Darkroom to a `Package.swift`: the package dependency, and per target the products its imports need
/// (`DarkroomCompat`, `DarkroomCharts`), only on Linux so Apple builds keep their own frameworks.
public struct ManifestEditor: Sendable {
    /// How the manifest should name the Darkroom package (a path or a URL and version).
    public var dependency: DarkroomDependency

    /// An editor that adds `dependency` to the manifests it edits.
    public init(dependency: DarkroomDependency) {
        self.dependency = dependency
    }

    /// A target of the manifest and the folder its sources live in.
    public struct Target: Equatable, Sendable {
        /// The target's `name:`.
        public var name: String
        /// The folder of its sources: the `path:` argument, or SwiftPM's default for its kind.
        public var path: String
    }

    /// The targets declared with a literal `name:` (and `path:` when given).
    public func targets(in text: String) -> [Target] {
        guard case .success(let tree) = SyntaxCheck.parse(text, file: "Package.swift") else { return [] }
        return targetCalls(tree).map(\.target)
    }

    /// The manifest with the dependency added and `products` (target name → product names) added per target.
    public func edit(_ text: String, path: String, products: [String: [String]]) -> FileResult {
        let tree: SourceFileSyntax
        switch SyntaxCheck.parse(text, file: path) {
        case .failure(let problem):
            return FileResult(path: path, original: text, rewritten: text, sites: [], error: problem.message)
        case .success(let parsed): tree = parsed
        }
        let locator = SourceLocator(file: path, tree: tree)
        var edits: [TextEdit] = []
        var sites: [MigrationSite] = []
        let needed = products.filter { !$0.value.isEmpty }
        guard !needed.isEmpty else { return FileResult(path: path, original: text, rewritten: text, sites: []) }
        if let package = packageCall(tree) {
            if package.trimmedDescription.contains("\(dependency.identity)\"") {
                sites.append(locator.site(package, recipe: "package", outcome: .unchanged,
                                          reason: "already depends on \(dependency.identity)"))
            } else if let edit = appendOrInsert([dependency.packageLine], label: "dependencies", in: package,
                                                before: "targets") {
                edits.append(edit)
                sites.append(locator.site(package, recipe: "package", outcome: .rewritten,
                                          reason: "added \(dependency.packageLine)"))
            }
        }
        for call in targetCalls(tree) {
            guard let wanted = needed[call.target.name] else { continue }
            let missing = wanted.filter { !call.node.trimmedDescription.contains("\"\($0)\"") }
            guard !missing.isEmpty else {
                sites.append(locator.site(call.node, recipe: "package", outcome: .unchanged,
                                          reason: "target \(call.target.name) already uses "
                                            + wanted.joined(separator: ", ")))
                continue
            }
            let lines = missing.map {
                ".product(name: \"\($0)\", package: \"\(dependency.identity)\", condition: .when(platforms: [.linux]))"
            }
            if let edit = appendOrInsert(lines, label: "dependencies", in: call.node,
                                         after: "name") {
                edits.append(edit)
                sites.append(locator.site(call.node, recipe: "package", outcome: .rewritten,
                                          reason: "target \(call.target.name) uses "
                                            + missing.joined(separator: ", ") + " on Linux"))
            }
        }
        return FileResult(path: path, original: text, rewritten: TextEdit.apply(edits, to: text), sites: sites)
    }

    private func packageCall(_ tree: SourceFileSyntax) -> FunctionCallExprSyntax? {
        tree.descendants(FunctionCallExprSyntax.self).first { $0.calledExpression.trimmedDescription == "Package" }
    }

    private func targetCalls(_ tree: SourceFileSyntax) -> [(node: FunctionCallExprSyntax, target: Target)] {
        let kinds: [String: String] = [".target": "Sources", ".executableTarget": "Sources", ".testTarget": "Tests",
                                       ".macro": "Sources", ".plugin": "Plugins"]
        return tree.descendants(FunctionCallExprSyntax.self).compactMap { call in
            guard let root = kinds[call.calledExpression.trimmedDescription],
                  let name = call.stringArgument("name") else { return nil }
            return (call, Target(name: name, path: call.stringArgument("path") ?? "\(root)/\(name)"))
        }
    }

    /// Appends the elements to the array argument `label`, or adds the argument after/before another one.
    /// Multi-line lists get one element per line at the list's indentation; a one-line list that would grow long
    /// becomes a multi-line one, so the manifest stays readable.
    private func appendOrInsert(_ elements: [String], label: String, in call: FunctionCallExprSyntax,
                                after: String? = nil, before: String? = nil) -> TextEdit? {
        let multiline = call.arguments.contains { $0.leadingTrivia.contains(where: \.isNewline) }
        let argumentIndent = call.arguments.first?.indentation ?? ""
        if let argument = call.arguments.first(where: { $0.label?.text == label }) {
            guard let array = argument.expression.as(ArrayExprSyntax.self) else { return nil }
            let arrayMultiline = array.elements.contains { $0.leadingTrivia.contains(where: \.isNewline) }
                || array.rightSquare.leadingTrivia.contains(where: \.isNewline)
            if !arrayMultiline {
                let lineIndent = argument.leadingTrivia.contains(where: \.isNewline) ? argument.indentation
                    : call.indentation
                let all = array.elements.map { $0.expression.trimmedDescription } + elements
                return TextEdit(start: array.positionAfterSkippingLeadingTrivia,
                                end: array.endPositionBeforeTrailingTrivia,
                                replacement: Self.multilineArray(all, indent: lineIndent))
            }
            guard let last = array.elements.last else { return nil }
            let anchor = last.trailingComma?.endPositionBeforeTrailingTrivia
                ?? last.expression.endPositionBeforeTrailingTrivia
            let text = elements.map { "\n\(last.indentation)\($0)," }.joined()
            return TextEdit(start: anchor, end: anchor,
                            replacement: last.trailingComma == nil ? "," + text.dropLast() : text)
        }
        let newArgument: String
        if multiline {
            let inner = argumentIndent + "    "
            newArgument = "\(label): [\n" + elements.map { "\(inner)\($0),\n" }.joined() + "\(argumentIndent)]"
        } else {
            newArgument = "\(label): " + Self.multilineArray(elements, indent: call.indentation)
        }
        let separator = multiline ? "\n\(argumentIndent)" : " "
        if let after, let anchor = call.arguments.first(where: { $0.label?.text == after }) {
            if let comma = anchor.trailingComma {
                let position = comma.endPositionBeforeTrailingTrivia
                return TextEdit(start: position, end: position, replacement: "\(separator)\(newArgument),")
            }
            let position = anchor.endPositionBeforeTrailingTrivia
            return TextEdit(start: position, end: position, replacement: ",\(separator)\(newArgument)")
        }
        if let before, let anchor = call.arguments.first(where: { $0.label?.text == before }) {
            let position = anchor.positionAfterSkippingLeadingTrivia
            return TextEdit(start: position, end: position, replacement: "\(newArgument),\(separator)")
        }
        return nil
    }
}

extension ManifestEditor {
    /// `[` and one element per line, indented one level deeper than `indent`, then `]` at `indent`.
    static func multilineArray(_ elements: [String], indent: String) -> String {
        "[\n" + elements.map { "\(indent)    \($0),\n" }.joined() + "\(indent)]"
    }
}

extension FunctionCallExprSyntax {
    /// The text of a plain string-literal argument.
    func stringArgument(_ label: String) -> String? {
        guard let argument = arguments.first(where: { $0.label?.text == label }),
              let literal = argument.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}

extension SyntaxProtocol {
    /// All descendants of a type, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        for child in children(viewMode: .sourceAccurate) {
            if let match = child.as(type) { found.append(match) }
            found += child.descendants(type)
        }
        return found
    }
}
