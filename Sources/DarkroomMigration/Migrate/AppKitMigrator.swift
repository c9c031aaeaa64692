import SwiftSyntax

/// `darkroom migrate` on AppKit's recipe: functions that cache an `NSHostingView` (alone, a controller's view or a
/// borderless window's content view) into a bitmap become `ImageRenderer` with `nsImage`, `cgImage` or the bitmap's
/// bytes, at the main screen's backing scale.
///
/// `NSView` helpers (`bitmapImage()`, `snapshotImage()`) stay as written: they draw any AppKit view. A function that
/// hosts a SwiftUI view and returns such a helper's result is migrated, the helper followed within the file.
enum AppKitMigrator {
    static let markers: Set<String> = [
        "NSHostingView", "NSHostingController", "bitmapImageRepForCachingDisplay", "cacheDisplay",
    ]

    /// The AppKit sites of a file and the edits that migrate them; `handled` holds the declarations the UIKit pass
    /// already reported.
    static func migrate(_ tree: SourceFileSyntax, locator: SourceLocator, handled: Set<SyntaxIdentifier>)
        -> (sites: [MigrationSite], edits: [TextEdit]) {
        guard tree.tokens(viewMode: .sourceAccurate).contains(where: { markers.contains($0.text) }) else {
            return ([], [])
        }
        var reader = AppKitRecipeReader()
        reader.transparentSubclasses = transparentSubclasses(in: tree)
        let helperFunctions = helpers(in: tree)
        reader.helpers = Set(helperFunctions.map { $0.name.text + "()" })
        var sites: [MigrationSite] = []
        var edits: [TextEdit] = []
        var seenTopLevel: Set<SyntaxIdentifier> = []
        let names = markers.union(reader.transparentSubclasses)
        for token in tree.tokens(viewMode: .sourceAccurate)
        where names.contains(token.text) || reader.helpers.contains(token.text + "()") {
            guard let function = enclosingFunction(token) else {
                let statement = topLevelItem(of: token)
                let item = statement.as(CodeBlockItemSyntax.self)?.item
                let isDeclaration = item?.is(DeclSyntax.self) == true && item?.is(VariableDeclSyntax.self) == false
                guard !handled.contains(statement.id), !isDeclaration, seenTopLevel.insert(statement.id).inserted
                else { continue }
                sites.append(locator.site(token, recipe: "AppKit", outcome: .skipped,
                                          reason: "AppKit snapshot code outside a function (top-level code); move it "
                                            + "into a function to migrate it"))
                continue
            }
            guard !handled.contains(Syntax(function).id), seenTopLevel.insert(Syntax(function).id).inserted else {
                continue
            }
            let (site, edit) = migrate(function, reader: reader, helpers: helperFunctions, locator: locator)
            sites.append(site)
            edits += edit
        }
        return (sites, edits)
    }

    private static func migrate(_ function: FunctionDeclSyntax, reader: AppKitRecipeReader,
                                helpers: [FunctionDeclSyntax], locator: SourceLocator)
        -> (MigrationSite, [TextEdit]) {
        let name = function.name.text
        if helpers.contains(where: { $0.id == function.id }) {
            return (locator.site(function.name, recipe: "AppKit", outcome: .unchanged,
                                 reason: "NSView helper `\(name)()` kept (it draws any AppKit view); its uses on "
                                    + "hosting views are migrated"), [])
        }
        let hosts = function.tokens(viewMode: .sourceAccurate).contains {
            ["NSHostingView", "NSHostingController"].contains($0.text) || reader.transparentSubclasses.contains($0.text)
        }
        let caches = function.tokens(viewMode: .sourceAccurate).contains {
            $0.text == "cacheDisplay" || reader.helpers.contains($0.text + "()")
        }
        guard hosts else {
            return (locator.site(function.name, recipe: "AppKit", outcome: .unchanged,
                                 reason: "\(name): caches whatever AppKit view it is given, not a hosting view it "
                                    + "makes; kept as written (DarkroomCompat runs it)"), [])
        }
        guard caches, let body = function.body else {
            return (locator.site(function.name, recipe: "host", outcome: .unchanged,
                                 reason: "\(name): hosts a SwiftUI view but makes no image here; kept as written"), [])
        }
        var reader = reader
        let plan: AppKitRecipePlan
        do throws(RecipeSkip) {
            plan = try reader.read(body.statements, returnType: function.signature.returnClause?.type)
        } catch {
            return (locator.site(error.node, recipe: "AppKit", outcome: .skipped, reason: "\(name): \(error.reason)"),
                    [])
        }
        guard let first = body.statements.first, let last = body.statements.last else {
            return (locator.site(function.name, recipe: "AppKit", outcome: .skipped, reason: "empty body"), [])
        }
        let indent = first.indentation
        let lines = AppKitRendererEmitter.statements(for: plan)
        var edits = [TextEdit(start: first.position, end: last.endPosition,
                              replacement: lines.map { "\n\(indent)\($0)" }.joined())]
        var notes = plan.notes
        if !Migrator.isMainActor(Syntax(function)) {
            let start = function.positionAfterSkippingLeadingTrivia
            edits.append(TextEdit(start: start, end: start, replacement: "@MainActor "))
            notes.append("`@MainActor` added (ImageRenderer is main-actor isolated on Apple platforms)")
        }
        notes.append("scale: the main screen's backing scale, as bitmapImageRepForCachingDisplay uses")
        let summary = (["\(name) → ImageRenderer"] + Array(Set(notes)).sorted()).joined(separator: "; ")
        return (locator.site(function.name, recipe: "AppKit", outcome: .rewritten, reason: summary), edits)
    }

    /// The top-level statement or declaration (a `CodeBlockItemSyntax` of the file) holding the node.
    private static func topLevelItem(of node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent, !(parent.is(CodeBlockItemListSyntax.self)
                                                && parent.parent?.is(SourceFileSyntax.self) == true) {
            current = parent
        }
        return current
    }

    /// The innermost function holding the node.
    private static func enclosingFunction(_ node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
            current = node.parent
        }
        return nil
    }

    /// `NSHostingView` subclasses whose only members override `safeAreaInsets` (zero on an offscreen view anyway).
    static func transparentSubclasses(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for declaration in tree.descendants(ClassDeclSyntax.self) {
            guard let inherited = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                  inherited.hasPrefix("NSHostingView") else { continue }
            let onlyInsets = declaration.memberBlock.members.allSatisfy { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
                return variable.bindings.first?.pattern.trimmedDescription == "safeAreaInsets"
            }
            if onlyInsets { names.insert(declaration.name.text) }
        }
        return names
    }

    /// Parameterless `NSView` extension methods returning `NSImage`/`NSImage?` that cache exactly the view's bounds.
    static func helpers(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        tree.descendants(FunctionDeclSyntax.self).filter { function in
            guard function.signature.parameterClause.parameters.isEmpty,
                  let owner = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
                  owner.extendedType.trimmedDescription == "NSView",
                  let type = function.signature.returnClause?.type.trimmedDescription,
                  type == "NSImage" || type == "NSImage?", let body = function.body else { return false }
            let text = SyntaxReading.norm(body.trimmedDescription)
            return text.contains("bitmapImageRepForCachingDisplay(in:bounds)")
                && text.contains("cacheDisplay(in:bounds,") && !text.contains("convert")
        }
    }
}
