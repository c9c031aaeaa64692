import SwiftSyntax

/// Rewrites the Apple-framework imports of one file into the conditional form: Apple's modules where
/// `canImport` finds them, Darkroom's otherwise.
///
/// Consecutive imports become one `#if canImport(A) && canImport(B) … #else import DarkroomCompat #endif` block
/// (Charts gets its own block with `DarkroomCharts`). Attributes, access levels and trailing comments stay on the
/// imports in the `#if` branch; the `#else` import takes the widest access level and `@_exported`. Imports already
/// inside `#if` blocks are left alone; with `widenOSGuards`, a lone `#if os(iOS)` / `#if canImport(UIKit)` block
/// also admits Linux and its imports are adopted.
package struct ImportAdopter {
    let locator: SourceLocator
    let widenOSGuards: Bool
    private(set) var edits: [TextEdit] = []
    private(set) var sites: [MigrationSite] = []
    /// The modules whose imports were found (adopted or already conditional), for the package edit.
    private(set) var modulesUsed: Set<String> = []

    init(locator: SourceLocator, widenOSGuards: Bool) {
        self.locator = locator
        self.widenOSGuards = widenOSGuards
    }

    mutating func adopt(_ file: SourceFileSyntax) {
        visit(file.statements)
    }

    private mutating func visit(_ list: CodeBlockItemListSyntax) {
        var run: [ImportDeclSyntax] = []
        for item in list {
            if let decl = item.item.as(ImportDeclSyntax.self) {
                run.append(decl)
                continue
            }
            flush(&run)
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) { visit(ifConfig) }
        }
        flush(&run)
        for item in list { visitNested(Syntax(item.item)) }
    }

    /// `#if` blocks inside declarations (helpers guarded by `#if os(iOS)`) are widened too when asked.
    private mutating func visitNested(_ node: Syntax) {
        if node.is(IfConfigDeclSyntax.self) { return }
        for child in node.children(viewMode: .sourceAccurate) {
            if let ifConfig = child.as(IfConfigDeclSyntax.self) {
                if ifConfig.parent?.is(CodeBlockItemSyntax.self) == true,
                   ifConfig.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { continue }
                visit(ifConfig)
            } else {
                visitNested(child)
            }
        }
    }

    private mutating func visit(_ ifConfig: IfConfigDeclSyntax) {
        let imports = ifConfig.clauses.flatMap { clause -> [ImportDeclSyntax] in
            guard let items = clause.elements?.as(CodeBlockItemListSyntax.self) else { return [] }
            return items.compactMap { $0.item.as(ImportDeclSyntax.self) }
        }
        let targets = imports.filter { AdoptedModules.replacement(for: ImportLine($0).module) != nil }
        let adopted = imports.contains { decl in
            let module = ImportLine(decl).module
            return module == AdoptedModules.compatReplacement || module == AdoptedModules.chartsReplacement
        }
        if adopted {
            for decl in targets { modulesUsed.insert(ImportLine(decl).module) }
            if let first = targets.first {
                sites.append(locator.site(first, recipe: "import", outcome: .unchanged,
                                          reason: "already conditional with a Darkroom fallback"))
            }
            return
        }
        guard let condition = Self.widenableCondition(ifConfig) else {
            if !targets.isEmpty || ifConfig.containsTargetImports {
                let why = ifConfig.clauses.first?.condition?.trimmedDescription ?? "?"
                for decl in targets {
                    sites.append(locator.site(decl, recipe: "import", outcome: .skipped,
                                              reason: "inside `#if \(why)`, left as written"))
                }
            }
            return
        }
        guard widenOSGuards else {
            for decl in targets {
                sites.append(locator.site(decl, recipe: "import", outcome: .skipped,
                                          reason: "inside `#if \(condition.trimmedDescription)`, left as written "
                                            + "(--widen-os-guards admits Linux)"))
            }
            return
        }
        edits.append(TextEdit(start: condition.positionAfterSkippingLeadingTrivia,
                              end: condition.endPositionBeforeTrailingTrivia,
                              replacement: "\(condition.trimmedDescription) || os(Linux)"))
        sites.append(locator.site(condition, recipe: "guard", outcome: .rewritten,
                                  reason: "`#if \(condition.trimmedDescription)` widened to admit Linux"))
        if let items = ifConfig.clauses.first?.elements?.as(CodeBlockItemListSyntax.self) { visit(items) }
    }

    /// The condition of a one-clause `#if os(iOS)` or `#if canImport(UIKit)` (an `#else` branch would change meaning).
    package static func widenableCondition(_ ifConfig: IfConfigDeclSyntax) -> ExprSyntax? {
        guard ifConfig.clauses.count == 1, let condition = ifConfig.clauses.first?.condition else { return nil }
        let text = condition.trimmedDescription.filter { !$0.isWhitespace }
        return text == "os(iOS)" || text == "canImport(UIKit)" ? condition : nil
    }

    /// Replaces the target imports of a run of consecutive imports with conditional blocks.
    private mutating func flush(_ run: inout [ImportDeclSyntax]) {
        defer { run = [] }
        let lines = run.map(ImportLine.init)
        guard let firstIndex = lines.firstIndex(where: { AdoptedModules.replacement(for: $0.module) != nil }),
              let lastIndex = lines.lastIndex(where: { AdoptedModules.replacement(for: $0.module) != nil })
        else { return }
        let span = Array(lines[firstIndex...lastIndex])
        let indent = span[0].decl.indentation
        let compat = span.filter { AdoptedModules.compat.contains($0.module) }
        let charts = span.filter { AdoptedModules.charts.contains($0.module) }
        var out: [String] = []
        var emittedCompat = false
        var emittedCharts = false
        for (offset, line) in span.enumerated() {
            // The first line's comments stay above the block, where they already are.
            let comments = offset == 0 ? [] : line.comments
            if AdoptedModules.compat.contains(line.module) {
                modulesUsed.insert(line.module)
                if !emittedCompat {
                    emittedCompat = true
                    out.append(ConditionalImportBlock(imports: compat, replacement: "DarkroomCompat",
                                                      firstCommentsInPlace: offset == 0).render(indent: indent))
                }
            } else if AdoptedModules.charts.contains(line.module) {
                modulesUsed.insert(line.module)
                if !emittedCharts {
                    emittedCharts = true
                    out.append(ConditionalImportBlock(imports: charts, replacement: "DarkroomCharts",
                                                      firstCommentsInPlace: offset == 0).render(indent: indent))
                }
            } else {
                out.append((comments + [line.text]).map { indent + $0 }.joined(separator: "\n"))
            }
        }
        for line in compat + charts {
            let note = line.isScoped ? "; scoped import, the fallback imports the whole module" : ""
            sites.append(locator.site(line.decl, recipe: "import", outcome: .rewritten,
                                      reason: "`import \(line.module)` made conditional\(note)"))
        }
        var text = out.joined(separator: "\n")
        text.removeFirst(indent.count)
        edits.append(TextEdit(start: span[0].decl.positionAfterSkippingLeadingTrivia,
                              end: span[span.count - 1].decl.endPosition, replacement: text))
    }
}

private extension IfConfigDeclSyntax {
    var containsTargetImports: Bool {
        clauses.contains { clause in
            guard let items = clause.elements?.as(CodeBlockItemListSyntax.self) else { return false }
            return items.contains { item in
                guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
                return AdoptedModules.replacement(for: ImportLine(decl).module) != nil
            }
        }
    }
}
