import SwiftSyntax

/// `darkroom migrate` on one file's text: legacy snapshot recipes → `ImageRenderer` with the same pixels.
///
/// Each function that uses a legacy recipe is read by `RecipeInterpreter`; when every statement is understood its
/// body is replaced by the `ImageRenderer` form and `@MainActor` is added (ImageRenderer is main-actor isolated on
/// Apple platforms). Otherwise the function is left as written and the site is reported with the reason. AppKit's
/// recipe (`NSHostingView` + `cacheDisplay`) is read by `AppKitMigrator` in the same run.
public struct Migrator: Sendable {
    /// `UIView` helpers whose calls on hosting views can be migrated (build it from every file of the run).
    public var helpers: HelperCatalog

    /// A migrator that also migrates calls of the `UIView` helpers in `helpers`.
    public init(helpers: HelperCatalog = HelperCatalog()) {
        self.helpers = helpers
    }

    /// Rewrites every legacy snapshot recipe in `text` it fully understands; reports the rest with the reason.
    public func migrate(_ text: String, path: String) -> FileResult {
        let tree: SourceFileSyntax
        switch SyntaxCheck.parse(text, file: path) {
        case .failure(let problem):
            return FileResult(path: path, original: text, rewritten: text, sites: [], error: problem.message)
        case .success(let parsed): tree = parsed
        }
        let locator = SourceLocator(file: path, tree: tree)
        var edits: [TextEdit] = []
        var sites: [MigrationSite] = []
        var seen: Set<SyntaxIdentifier> = []
        for token in LegacyMarkers.legacyTokens(in: tree) {
            guard let container = Self.container(of: token) else {
                let statement = Self.topLevelStatement(of: token)
                guard seen.insert(statement.id).inserted else { continue }
                if LegacyMarkers.drawsAView(statement) {
                    sites.append(locator.site(token, recipe: "?", outcome: .skipped,
                                              reason: "legacy snapshot code outside a function (top-level code); move "
                                                + "it into a function to migrate it"))
                } else {
                    sites.append(locator.site(token, recipe: "CG", outcome: .unchanged,
                                              reason: Self.plainDrawing))
                }
                continue
            }
            guard seen.insert(container.id).inserted else { continue }
            let (site, edit) = migrate(container, locator: locator)
            sites.append(site)
            edits += edit
        }
        let appKit = AppKitMigrator.migrate(tree, locator: locator, handled: seen)
        sites += appKit.sites
        edits += appKit.edits
        return FileResult(path: path, original: text, rewritten: TextEdit.apply(edits, to: text), sites: sites)
    }

    private func migrate(_ container: Syntax, locator: SourceLocator) -> (MigrationSite, [TextEdit]) {
        if let reason = Self.alreadyModern(container) {
            return (locator.site(container, recipe: "modern", outcome: .unchanged, reason: reason), [])
        }
        let drawsAView = LegacyMarkers.drawsAView(container)
        if !drawsAView && !LegacyMarkers.mentions(LegacyMarkers.modern, in: container) {
            return (locator.site(container, recipe: "CG", outcome: .unchanged, reason: Self.plainDrawing), [])
        }
        if !LegacyMarkers.makesAnImage(container) {
            return (locator.site(container, recipe: "host", outcome: .unchanged,
                                 reason: "hosts a SwiftUI view but makes no image here (embedding, sizing, a "
                                    + "controller for snapshot tests): not a snapshot recipe, kept as written"), [])
        }
        if LegacyMarkers.mentions("UIGraphicsPDFRenderer", in: container) {
            let recipe = LegacyMarkers.mentions(LegacyMarkers.modern, in: container) ? "L6" : "L2-PDF"
            return (locator.site(container, recipe: recipe, outcome: .skipped,
                                 reason: "draws into a PDF through UIGraphicsPDFRenderer; the vector rewrite "
                                    + "(ImageRenderer.render into a PDF CGContext) changes the file's content "
                                    + "(text becomes vector and searchable); migrate by hand (docs/migration.md)"),
                    [])
        }
        if let name = HelperCatalog.helperName(container), helpers.bitmaps[name] != nil {
            return (locator.site(container, recipe: "L5", outcome: .unchanged,
                                 reason: "UIView helper `\(name)` kept (it also serves UIKit views); its uses on "
                                    + "hosting views are migrated"), [])
        }
        if HelperCatalog.isUIViewMember(container), !LegacyMarkers.mentions("UIHostingController", in: container) {
            return (locator.site(container, recipe: "L5", outcome: .unchanged,
                                 reason: "UIView helper kept (it draws whatever view it is given, UIKit views "
                                    + "included); calls of it on hosting views are what migrates"), [])
        }
        var interpreter = RecipeInterpreter()
        interpreter.helpers = helpers.bitmaps
        interpreter.parameterizedHelpers = helpers.parameterized
        guard let block = RecipeBlock(in: container) else {
            guard let function = container.as(FunctionDeclSyntax.self) else {
                return (locator.site(container, recipe: "?", outcome: .skipped,
                                     reason: "legacy recipe with no `let … = UIHostingController(rootView:)` in a "
                                        + "function, property or closure body; review by hand"), [])
            }
            do throws(RecipeSkip) {
                _ = try interpreter.interpret(function)
                return (locator.site(function.name, recipe: "?", outcome: .skipped,
                                     reason: "\(function.name.text): not understood"), [])
            } catch {
                let recipe = error.reason.contains("(L5)") ? "L5" : Self.likelyRecipe(Syntax(function))
                return (locator.site(error.node, recipe: recipe, outcome: .skipped,
                                     reason: "\(function.name.text): \(error.reason)"), [])
            }
        }
        let label = Self.label(block.name)
        do throws(RecipeSkip) {
            let plan = try interpreter.interpret(block.statements, returnType: block.returnType,
                                                 functionBody: block.isBody, name: block.name)
            if plan.result == .returned {
                return rewriteBody(block, plan: plan, locator: locator)
            }
            return rewriteInPlace(block, plan: plan, roles: interpreter.roles, locator: locator)
        } catch {
            let recipe = error.reason.contains("(L5)") ? "L5" : Self.likelyRecipe(Syntax(block.statements))
            return (locator.site(error.node, recipe: recipe, outcome: .skipped, reason: "\(label): \(error.reason)"),
                    [])
        }
    }

    /// How a report names a recipe's function, property or closure.
    static func label(_ name: Syntax) -> String {
        if let token = name.as(TokenSyntax.self) { return token.text }
        if name.is(ClosureExprSyntax.self) { return "closure" }
        return name.trimmedDescription
    }

    /// A recipe that returns its image: the whole body becomes the renderer.
    private func rewriteBody(_ block: RecipeBlock, plan: RecipePlan, locator: SourceLocator)
        -> (MigrationSite, [TextEdit]) {
        guard let first = block.statements.first, let last = block.statements.last else {
            return (locator.site(block.name, recipe: plan.recipe, outcome: .skipped, reason: "empty body"), [])
        }
        let indent = first.indentation
        let lines = RendererEmitter.statements(for: plan)
        let edits = [TextEdit(start: first.position, end: last.endPosition,
                              replacement: lines.map { "\n\(indent)\($0)" }.joined())]
        return finish(block, plan: plan, edits: edits, locator: locator)
    }

    /// A recipe that binds or stores its image, or sits in a closure: its statements go, the one that made the image
    /// becomes the renderer, and every statement that is not the recipe's stays as written.
    private func rewriteInPlace(_ block: RecipeBlock, plan: RecipePlan,
                                roles: [SyntaxIdentifier: RecipeInterpreter.Role],
                                locator: SourceLocator) -> (MigrationSite, [TextEdit]) {
        var taken = block.declaredNames
        for item in block.statements where roles[item.id] != .kept {
            if let name = SyntaxReading.binding(item)?.name { taken.remove(name) }
        }
        var edits: [TextEdit] = []
        for item in block.statements {
            switch roles[item.id] {
            case .consumed?:
                edits.append(TextEdit(start: item.position, end: item.endPosition, replacement: ""))
            case .result?:
                let lines = RendererEmitter.inPlace(for: plan, taken: taken)
                edits.append(TextEdit(start: item.positionAfterSkippingLeadingTrivia, end: item.endPosition,
                                      replacement: lines.joined(separator: "\n" + item.indentation)))
            case .kept?, nil:
                break
            }
        }
        var plan = plan
        plan.notes.append("rewritten in place (the statements around the recipe stay)")
        return finish(block, plan: plan, edits: edits, locator: locator)
    }

    /// Adds `@MainActor` to the owner when it needs it, and reports the site.
    private func finish(_ block: RecipeBlock, plan: RecipePlan, edits: [TextEdit], locator: SourceLocator)
        -> (MigrationSite, [TextEdit]) {
        var edits = edits
        var notes = plan.notes
        if let owner = block.owner {
            if !Self.isMainActor(Syntax(owner)) {
                edits.append(TextEdit(start: owner.positionAfterSkippingLeadingTrivia,
                                      end: owner.positionAfterSkippingLeadingTrivia, replacement: "@MainActor "))
                notes.append("`@MainActor` added (ImageRenderer is main-actor isolated on Apple platforms; "
                             + "background callers must hop)")
            }
        } else {
            notes.append("the closure must run on the main actor (ImageRenderer is main-actor isolated on Apple "
                         + "platforms)")
        }
        let summary = (["\(Self.label(block.name)) → ImageRenderer"] + notes).joined(separator: "; ")
        return (locator.site(block.name, recipe: plan.recipe, outcome: .rewritten, reason: summary), edits)
    }

    static let plainDrawing = "Core Graphics drawing into a UIGraphics context, not a view snapshot: kept as written "
        + "(DarkroomCompat runs it)"

    /// The top-level statement holding a node.
    static func topLevelStatement(of node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(SourceFileSyntax.self) { current = parent }
        return current
    }

    /// The recipe group a function most resembles, for reports of skipped sites.
    static func likelyRecipe(_ function: Syntax) -> String {
        if !LegacyMarkers.mentions("UIHostingController", in: function) { return "L5" }
        if LegacyMarkers.mentions("UIWindow", in: function) { return "L3" }
        if LegacyMarkers.mentions("sizeThatFits", in: function) { return "L4" }
        if LegacyMarkers.mentions("intrinsicContentSize", in: function) { return "L1" }
        return "L2"
    }

    /// The innermost function, initializer, accessor or property holding the node.
    static func container(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
                || node.is(AccessorDeclSyntax.self)
                || node.is(VariableDeclSyntax.self) && node.parent?.is(MemberBlockItemSyntax.self) == true {
                return node
            }
            current = node.parent
        }
        return nil
    }

    /// `if #available(iOS 16, *) { ImageRenderer… } else { legacy }`: already migrated, fallback kept.
    static func alreadyModern(_ container: Syntax) -> String? {
        for ifExpr in container.descendants(IfExprSyntax.self) {
            let available = ifExpr.conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
            guard available, LegacyMarkers.mentions(LegacyMarkers.modern, in: ifExpr.body) else { continue }
            return "already migrated: `if #available` renders with ImageRenderer (the branch Linux takes) and keeps "
                + "the legacy fallback for older systems"
        }
        return nil
    }

    static func isMainActor(_ declaration: Syntax) -> Bool {
        var node: Syntax? = declaration
        while let current = node {
            let attributes = current.as(FunctionDeclSyntax.self)?.attributes
                ?? current.as(VariableDeclSyntax.self)?.attributes
                ?? current.as(ExtensionDeclSyntax.self)?.attributes
                ?? current.as(StructDeclSyntax.self)?.attributes
                ?? current.as(ClassDeclSyntax.self)?.attributes
                ?? current.as(EnumDeclSyntax.self)?.attributes
            if let attributes, attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
            }) { return true }
            node = current.parent
        }
        return false
    }
}
