import SwiftSyntax

/// Why a function was left alone, and where.
struct RecipeSkip: Error {
    let reason: String
    let node: Syntax

    init(_ reason: String, at node: some SyntaxProtocol) {
        self.reason = reason
        self.node = Syntax(node)
    }
}

/// Reads a legacy snapshot function statement by statement into a `RecipePlan`.
///
/// Every statement must be understood: a recipe step (hosting controller, window, sizing, bitmap context,
/// drawing, result), a step that has no effect on the pixels (window plumbing, `layoutIfNeeded`, animation
/// switches, context teardown), or a plain `let` that mentions none of the recipe's objects (kept as written).
/// Anything else stops the rewrite with the reason, so the rewrite is only made when its pixels are known.
struct RecipeInterpreter {
    /// A bitmap the legacy code draws into: its size expression, scale and opacity.
    struct Bitmap {
        var size: String
        var scale: RecipePlan.Scale
        var opaque: String?
        /// Whether a helper drawing this bitmap returns `UIImage?`.
        var optional = false
    }

    /// What the rewrite does with one statement of the recipe's block.
    enum Role {
        /// A recipe step: removed (its effect is in the renderer).
        case consumed
        /// Not the recipe's: stays as written.
        case kept
        /// The statement that produced the image: replaced by the renderer.
        case result
    }

    private(set) var plan = RecipePlan()
    /// `UIView` helpers a hosting view may be handed to, with the bitmap each draws (L5).
    var helpers: [String: Bitmap] = [:]
    /// `UIView` helpers that take arguments, read again at each call.
    var parameterizedHelpers: [String: [ParameterizedHelper]] = [:]
    /// The bitmap the hosting view was drawn into, once interpreted.
    var drawnBitmap: Bitmap? { drawnInto }
    private var controller: String?
    private var viewNames: Set<String> = []
    private var sizeVariables: [String: RecipePlan.Sizing] = [:]
    private var windows: [String: String] = [:]
    private var rects: [String: (origin: String, size: String)] = [:]
    private var traitScales: [String: String] = [:]
    /// The role of each statement of the block given to `interpret`, by syntax identifier.
    private(set) var roles: [SyntaxIdentifier: Role] = [:]
    /// The name the image was bound to, once bound.
    private var resultName: String?
    /// A statement after the image's binding was kept (so the image cannot simply be returned by the renderer).
    private var keptAfterResult = false
    private var returnType: String?
    private var isFunctionBody = true
    private var formats: [String: Bitmap] = [:]
    private var renderers: [String: Bitmap] = [:]
    private var contextNames: Set<String> = ["UIGraphicsGetCurrentContext()"]
    private var current: Bitmap?
    private var drawnInto: Bitmap?
    private var images: Set<String> = []
    private var viewSize: String?
    private var returned = false
    /// Names the recipe owns; a kept statement must not mention them.
    private var tracked: Set<String> = []

    /// Interprets a function body; throws `RecipeSkip` when any statement is not understood.
    mutating func interpret(_ function: FunctionDeclSyntax) throws(RecipeSkip) -> RecipePlan {
        guard let body = function.body else { throw RecipeSkip("function has no body", at: function) }
        return try interpret(body.statements, returnType: function.signature.returnClause?.type,
                             functionBody: true, name: function.name)
    }

    /// Interprets the statements of a block that holds a recipe: a function's or getter's body (`functionBody`,
    /// returning `returnType`), or a closure's. Throws `RecipeSkip` when any statement is not understood; `roles`
    /// then says what the rewrite does with each statement.
    mutating func interpret(_ statements: CodeBlockItemListSyntax, returnType: TypeSyntax?, functionBody: Bool,
                            name: some SyntaxProtocol) throws(RecipeSkip) -> RecipePlan {
        if let deferred = statements.tokens(viewMode: .sourceAccurate).first(where: {
            $0.tokenKind == .identifier("asyncAfter") || $0.tokenKind == .identifier("async")
        }) {
            throw RecipeSkip("deferred render (`\(deferred.text)`): ImageRenderer renders synchronously, so the "
                             + "completion would run at once; load remote images first and review by hand",
                             at: deferred)
        }
        if !LegacyMarkers.mentions("UIHostingController", in: statements) {
            throw RecipeSkip("draws a UIView that no hosting controller made here (a UIView helper, L5): it still "
                             + "serves UIKit views, so it stays; its call sites on hosting views are reported",
                             at: name)
        }
        self.returnType = returnType.map { $0.trimmedDescription.filter { !$0.isWhitespace } }
        isFunctionBody = functionBody
        for item in statements { roles[item.id] = try step(item, nested: false) }
        try finish(name)
        return plan
    }

    // MARK: - Statements

    private mutating func step(_ item: CodeBlockItemSyntax, nested: Bool) throws(RecipeSkip) -> Role {
        if returned { throw RecipeSkip("statement after the return", at: item) }
        if resultName != nil || plan.result != .returned {
            return try afterResult(item, nested: nested)
        }
        let produced = { (interpreter: RecipeInterpreter) in
            interpreter.resultName != nil || interpreter.plan.result != .returned || interpreter.returned
        }
        if let (name, value) = SyntaxReading.binding(item) {
            if try bind(name, value, item) { return produced(self) ? .result : .consumed }
        }
        if let guardStmt = item.item.as(GuardStmtSyntax.self) {
            try guardContext(guardStmt)
            return produced(self) ? .result : .consumed
        }
        if let deferStmt = item.item.as(DeferStmtSyntax.self) {
            for inner in deferStmt.body.statements where !isNeutral(inner) {
                throw RecipeSkip("`defer` does more than end the context: `\(inner.trimmedDescription)`", at: inner)
            }
            return .consumed
        }
        if let returnStmt = item.item.as(ReturnStmtSyntax.self) {
            if nested { throw RecipeSkip("returns from inside a branch; review by hand", at: returnStmt) }
            try result(returnStmt)
            return .result
        }
        if let ifExpr = Self.ifExpression(item), let role = try branch(ifExpr, item) {
            return role
        }
        if let (target, value) = SyntaxReading.assignment(item), target != "_" {
            try assign(target, value, item)
            return produced(self) ? .result : .consumed
        }
        if isNeutral(item) { return .consumed }
        if try draw(item) { return .consumed }
        if !mentionsTracked(item), !mentionsLegacyAPI(item) {
            plan.kept.append(item.trimmedDescription)
            if nested { plan.nestedKept.append(item.trimmedDescription) }
            if let (name, _) = SyntaxReading.binding(item) { tracked.remove(name) }
            return .kept
        }
        throw RecipeSkip(notUnderstood(item), at: item)
    }

    /// A statement after the one that bound or stored the image: context teardown goes, statements that only use
    /// the image stay, and `return image` at the end of the function makes the renderer's image the result.
    private mutating func afterResult(_ item: CodeBlockItemSyntax, nested: Bool) throws(RecipeSkip) -> Role {
        if isNeutral(item) { return .consumed }
        if let deferStmt = item.item.as(DeferStmtSyntax.self),
           deferStmt.body.statements.allSatisfy({ isNeutral($0) }) { return .consumed }
        if let (target, value) = SyntaxReading.assignment(item), windows.keys.contains(where: {
            target == "\($0).isHidden"
        }), SyntaxReading.norm(value) == "true" { return .consumed }
        if let returnStmt = item.item.as(ReturnStmtSyntax.self), let name = resultName, !keptAfterResult,
           !nested, isFunctionBody, let value = returnStmt.expression,
           SyntaxReading.norm(value) == name || SyntaxReading.norm(value) == name + "??UIImage()" {
            try checkReturnType(returnStmt)
            plan.result = .returned
            returned = true
            return .consumed
        }
        var others = tracked
        if let name = resultName { others.remove(name) }
        let mentionsOthers = item.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return others.contains(name) }
            return false
        }
        guard !mentionsOthers, !mentionsLegacyAPI(item) else {
            throw RecipeSkip("after the image is made: \(notUnderstood(item))", at: item)
        }
        if item.item.is(ReturnStmtSyntax.self) { returned = true }
        keptAfterResult = true
        return .kept
    }

    /// The return type must be the image the renderer gives.
    private mutating func checkReturnType(_ node: some SyntaxProtocol) throws(RecipeSkip) {
        switch returnType {
        case "UIImage": plan.returnsNonOptional = true
        case "UIImage?", "Optional<UIImage>": plan.returnsNonOptional = false
        default:
            throw RecipeSkip("returns `\(returnType ?? "Void")`, not a UIImage: only image-returning functions "
                             + "are rewritten", at: node)
        }
    }

    /// `if` statements a recipe uses: `if let view = controller.view { … }` (never `nil`: its body is read as part
    /// of the recipe) and `if let width = width { size.width = … }` (an optional width override). `nil` for others.
    private mutating func branch(_ ifExpr: IfExprSyntax, _ item: CodeBlockItemSyntax) throws(RecipeSkip) -> Role? {
        guard ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
              let binding = ifExpr.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let value = binding.initializer.map { SyntaxReading.norm($0.value) } ?? name
        if let controller, value == "\(controller).view" {
            viewNames.insert(name)
            tracked.insert(name)
            let before = resultName != nil || plan.result != .returned
            for inner in ifExpr.body.statements { _ = try step(inner, nested: true) }
            plan.notes.append("`if let \(name) = \(controller).view` read as always taken (the view is never nil)")
            let after = resultName != nil || plan.result != .returned
            return !before && after ? .result : .consumed
        }
        guard !tracked.contains(value), ifExpr.body.statements.count == 1, let only = ifExpr.body.statements.first,
              let (target, assigned) = SyntaxReading.assignment(only) else { return nil }
        for (size, sizing) in sizeVariables where target == "\(size).width" && sizing == .ideal {
            let expression = assigned.trimmedDescription
            let width = SyntaxReading.norm(expression) == name ? value : "\(value).map { \(name) in \(expression) }"
            sizeVariables[size] = .width(width)
            plan.notes.append("`if let \(name)` width override became an optional frame width (nil: the ideal width)")
            return .consumed
        }
        return nil
    }

    /// The `if` of a statement, if it is one.
    static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    }

    /// `let x = …` that the recipe owns. Returns false for other bindings.
    private mutating func bind(_ name: String, _ value: ExprSyntax, _ item: CodeBlockItemSyntax) throws(RecipeSkip)
        -> Bool {
        let text = SyntaxReading.norm(value)
        if let call = SyntaxReading.call(value), call.callee == "UIHostingController",
           let root = call.arguments.first(where: { $0.label == "rootView" })?.value {
            guard controller == nil else { throw RecipeSkip("a second hosting controller", at: item) }
            controller = name
            viewNames.insert("\(name).view")
            tracked.insert(name)
            plan.content = try content(root)
            return true
        }
        if let controller, text == "\(controller).view" {
            viewNames.insert(name)
            tracked.insert(name)
            return true
        }
        if let view = viewPrefix(text), text == "\(view).intrinsicContentSize" {
            sizeVariables[name] = .ideal
            tracked.insert(name)
            return true
        }
        if let controller, let call = SyntaxReading.call(value), call.callee == "\(controller).sizeThatFits",
           let proposal = call.arguments.first(where: { $0.label == "in" })?.value {
            sizeVariables[name] = .fits(proposal.trimmedDescription)
            tracked.insert(name)
            return true
        }
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let last = sequence.elements.last, let view = viewPrefix(SyntaxReading.norm(last)),
           SyntaxReading.norm(last) == "\(view).intrinsicContentSize", let first = sequence.elements.first,
           !mentionsTracked(first) {
            sizeVariables[name] = .optional(first.trimmedDescription)
            tracked.insert(name)
            return true
        }
        if let rect = SyntaxReading.rect(value) {
            rects[name] = rect
            tracked.insert(name)
            return true
        }
        if let call = SyntaxReading.call(value), call.callee == "UITraitCollection",
           call.arguments.count == 1, call.arguments[0].label == "displayScale" {
            traitScales[name] = call.arguments[0].value.trimmedDescription
            tracked.insert(name)
            return true
        }
        if let call = SyntaxReading.call(value), call.callee == "UIWindow", call.arguments.isEmpty {
            windows[name] = ""
            tracked.insert(name)
            plan.recipe = "L3"
            plan.notes.append("window dropped (it never affected the pixels)")
            return true
        }
        if let call = SyntaxReading.call(value), call.callee == "UIWindow",
           let frame = call.arguments.first(where: { $0.label == "frame" })?.value {
            windows[name] = SyntaxReading.rect(frame)?.size ?? "\(frame.trimmedDescription).size"
            tracked.insert(name)
            plan.recipe = "L3"
            plan.notes.append("window and its origin dropped (they never affected the pixels)")
            return true
        }
        if let format = formatValue(value) {
            formats[name] = format
            tracked.insert(name)
            return true
        }
        if let bitmap = try rendererValue(value, item) {
            renderers[name] = bitmap
            tracked.insert(name)
            return true
        }
        if let helper = try helperCall(value) {
            bound(name, item, optional: helper.optional)
            return true
        }
        if text == "UIGraphicsGetImageFromCurrentImageContext()" {
            guard current != nil, drawnInto != nil else {
                throw RecipeSkip("image taken from a context nothing was drawn into", at: item)
            }
            bound(name, item, optional: !value.is(ForceUnwrapExprSyntax.self))
            return true
        }
        if text == "UIGraphicsGetCurrentContext()" {
            contextNames.insert(name)
            tracked.insert(name)
            return true
        }
        if let call = SyntaxReading.call(value), call.callee.hasSuffix(".image"),
           let renderer = renderers[String(call.callee.dropLast(".image".count))],
           let closure = call.trailing ?? imageActions(call.arguments) {
            try drawClosure(closure, into: renderer)
            bound(name, item, optional: false)
            return true
        }
        return false
    }

    /// The image bound to `name` by `item` (`let image: UIImage = …`): the recipe's result.
    private mutating func bound(_ name: String, _ item: CodeBlockItemSyntax, optional: Bool) {
        images.insert(name)
        tracked.insert(name)
        resultName = name
        var declaration = "let \(name)"
        var isOptional = optional
        if let decl = item.item.as(VariableDeclSyntax.self), let binding = decl.bindings.first {
            declaration = "\(decl.bindingSpecifier.text) \(binding.pattern.trimmedDescription)"
            if let annotation = binding.typeAnnotation {
                declaration += annotation.trimmedDescription
                isOptional = annotation.type.trimmedDescription.hasSuffix("?")
            }
        }
        plan.result = .bound(declaration: declaration, optional: isOptional)
    }

    /// `x.y = value`.
    private mutating func assign(_ target: String, _ value: ExprSyntax, _ item: CodeBlockItemSyntax)
        throws(RecipeSkip) {
        let text = SyntaxReading.norm(value)
        if let view = viewPrefix(target) {
            let property = String(target.dropFirst(view.count + 1))
            switch property {
            case "bounds", "frame":
                try size(view: property, to: value, item)
            case "backgroundColor":
                if text == ".clear" || text == "UIColor.clear" || text == "nil" {
                    plan.notes.append("`backgroundColor = .clear` dropped (transparent is the default)")
                } else {
                    plan.background = value.trimmedDescription
                    plan.notes.append("`backgroundColor` became `.background(Color(uiColor:))` on the content")
                }
            case "isOpaque":
                throw RecipeSkip("sets the hosting view's `isOpaque`; ImageRenderer's opacity is per image", at: item)
            default:
                throw RecipeSkip("sets the hosting view's `\(property)`, which ImageRenderer has no equivalent for",
                                 at: item)
            }
            return
        }
        for (name, _) in sizeVariables where target == "\(name).width" {
            guard sizeVariables[name] == .ideal else { throw RecipeSkip("width set on a non-ideal size", at: item) }
            sizeVariables[name] = .width(value.trimmedDescription)
            return
        }
        for (name, _) in sizeVariables where target == "\(name).height" {
            throw RecipeSkip("height override on the ideal size: ImageRenderer would need a fixed height and width "
                             + "from the content; review by hand", at: item)
        }
        for (name, _) in formats {
            if target == "\(name).scale" {
                formats[name]?.scale = SyntaxReading.isZeroScale(value.trimmedDescription)
                    ? .screen : .expression(value.trimmedDescription)
                return
            }
            if target == "\(name).opaque" {
                formats[name]?.opaque = value.trimmedDescription
                return
            }
            if target.hasPrefix("\(name).") {
                throw RecipeSkip("format setting `\(target)` has no rewrite here (colour range)", at: item)
            }
        }
        for (name, _) in windows {
            if target == "\(name).rootViewController", let controller, text == controller {
                if viewSize == nil, windows[name] != "" { viewSize = "\(name).frame.size" }
                return
            }
            if target == "\(name).isHidden", text == "false" { return }
        }
        if try storesImage(value, item) { return }
        throw RecipeSkip(notUnderstood(item), at: item)
    }

    /// `self.image = renderer.image { … }` / `x = UIGraphicsGetImageFromCurrentImageContext()` /
    /// `x = controller.view.asImage()`: the recipe's result, stored.
    private mutating func storesImage(_ value: ExprSyntax, _ item: CodeBlockItemSyntax) throws(RecipeSkip) -> Bool {
        guard let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
              let sequence = expr.as(SequenceExprSyntax.self), let lhs = sequence.elements.first else { return false }
        let target = lhs.trimmedDescription
        if SyntaxReading.norm(value) == "UIGraphicsGetImageFromCurrentImageContext()", drawnInto != nil {
            plan.result = .assigned(target: target)
            return true
        }
        if let call = SyntaxReading.call(value), call.callee.hasSuffix(".image"),
           let renderer = renderers[String(call.callee.dropLast(".image".count))],
           let closure = call.trailing ?? imageActions(call.arguments) {
            try drawClosure(closure, into: renderer)
            plan.result = .assigned(target: target)
            return true
        }
        if try helperCall(value) != nil {
            plan.result = .assigned(target: target)
            return true
        }
        return false
    }

    /// `view.bounds = …` / `view.frame = …`: the size of the canvas.
    private mutating func size(view property: String, to value: ExprSyntax, _ item: CodeBlockItemSyntax)
        throws(RecipeSkip) {
        let text = SyntaxReading.norm(value)
        if let rect = SyntaxReading.rect(value) {
            if property == "bounds", !SyntaxReading.isZeroOrigin(rect.origin) {
                throw RecipeSkip("`bounds.origin` is `\(rect.origin)`: on iOS a safe-area offset hack that the "
                                 + "migrated code must drop, which moves the content; review by hand", at: item)
            }
            viewSize = rect.size
            return
        }
        if let rect = rects[text] {
            if property == "bounds", !SyntaxReading.isZeroOrigin(rect.origin) {
                throw RecipeSkip("`bounds.origin` is `\(rect.origin)`: on iOS a safe-area offset hack that the "
                                 + "migrated code must drop, which moves the content; review by hand", at: item)
            }
            viewSize = rect.size
            return
        }
        for (name, size) in windows where text == "\(name).frame" || text == "\(name).bounds" {
            guard !size.isEmpty else { throw RecipeSkip("sized by a window that has no frame", at: item) }
            viewSize = "\(name).frame.size"
            return
        }
        throw RecipeSkip("hosting view sized by `\(value.trimmedDescription)`, not a rectangle this tool reads",
                         at: item)
    }

    /// `guard let ctx = UIGraphicsGetCurrentContext() else { … }`.
    private mutating func guardContext(_ guardStmt: GuardStmtSyntax) throws(RecipeSkip) {
        guard guardStmt.conditions.count == 1,
              let binding = guardStmt.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value else {
            throw RecipeSkip(notUnderstood(guardStmt), at: guardStmt)
        }
        let text = SyntaxReading.norm(value)
        if text == "UIGraphicsGetCurrentContext()" {
            contextNames.insert(name)
            tracked.insert(name)
            return
        }
        if let controller, text == "\(controller).view" {
            viewNames.insert(name)
            tracked.insert(name)
            return
        }
        if text == "UIGraphicsGetImageFromCurrentImageContext()", drawnInto != nil {
            images.insert(name)
            tracked.insert(name)
            resultName = name
            plan.result = .bound(declaration: "let \(name)", optional: false)
            return
        }
        throw RecipeSkip(notUnderstood(guardStmt), at: guardStmt)
    }

    // MARK: - Drawing

    /// `UIGraphicsBeginImageContext…`, `view.drawHierarchy(…)`, `view.layer.render(in:)`.
    private mutating func draw(_ item: CodeBlockItemSyntax) throws(RecipeSkip) -> Bool {
        guard let expr = SyntaxReading.expression(item), let call = SyntaxReading.call(expr) else { return false }
        switch call.callee {
        case "UIGraphicsBeginImageContextWithOptions":
            guard call.arguments.count == 3 else { return false }
            let scale = call.arguments[2].value.trimmedDescription
            current = Bitmap(size: call.arguments[0].value.trimmedDescription,
                             scale: SyntaxReading.isZeroScale(scale) ? .screen : .expression(scale),
                             opaque: call.arguments[1].value.trimmedDescription)
            return true
        case "UIGraphicsBeginImageContext":
            guard call.arguments.count == 1 else { return false }
            current = Bitmap(size: call.arguments[0].value.trimmedDescription, scale: .one, opaque: nil)
            return true
        default:
            guard let bitmap = current else { return false }
            return try drawCall(call, item, into: bitmap)
        }
    }

    /// One drawing call into `bitmap`: the hosting view's hierarchy or layer.
    private mutating func drawCall(_ call: (callee: String, arguments: [(label: String, value: ExprSyntax)],
                                            trailing: ClosureExprSyntax?),
                                   _ node: some SyntaxProtocol, into bitmap: Bitmap) throws(RecipeSkip) -> Bool {
        if let view = viewPrefix(call.callee), call.callee == "\(view).drawHierarchy" {
            guard let rect = call.arguments.first(where: { $0.label == "in" })?.value else { return false }
            guard coversView(rect, view: view) else {
                throw RecipeSkip("`drawHierarchy(in: \(rect.trimmedDescription))` is not the view's own bounds: "
                                 + "the image would be scaled or moved", at: node)
            }
            if call.arguments.contains(where: { $0.label == "afterScreenUpdates" }) {
                plan.notes.append("`afterScreenUpdates` dropped (ImageRenderer draws the current state)")
            }
            drawnInto = bitmap
            return true
        }
        if let view = viewPrefix(call.callee), call.callee == "\(view).layer.render" {
            guard let context = call.arguments.first(where: { $0.label == "in" })?.value,
                  contextNames.contains(SyntaxReading.norm(context)) else {
                throw RecipeSkip("`layer.render(in:)` into a context this tool did not see made", at: node)
            }
            if drawnInto != nil {
                plan.notes.append("the view was drawn twice (drawHierarchy and layer.render); drawn once")
            }
            drawnInto = bitmap
            return true
        }
        return false
    }

    /// `renderer.image { ctx in … }`: every statement inside must draw the hosting view.
    private mutating func drawClosure(_ closure: ClosureExprSyntax, into bitmap: Bitmap) throws(RecipeSkip) {
        var parameter = "$0"
        if let signature = closure.signature {
            if let shorthand = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self),
               let first = shorthand.first {
                parameter = first.name.text
            } else if let params = signature.parameterClause?.as(ClosureParameterClauseSyntax.self),
                      let first = params.parameters.first {
                parameter = (first.secondName ?? first.firstName).text
            }
        }
        contextNames.insert("\(parameter).cgContext")
        for item in closure.statements {
            guard let expr = SyntaxReading.expression(item), let call = SyntaxReading.call(expr),
                  try drawCall(call, item, into: bitmap) else {
                throw RecipeSkip("the drawing closure does more than draw the hosting view: "
                                 + "`\(item.trimmedDescription)`", at: item)
            }
        }
        if drawnInto == nil { throw RecipeSkip("the drawing closure never draws the hosting view", at: closure) }
    }

    /// `view.asImage()` / `view.renderedImage` with a catalogued `UIView` helper: the view drawn into the helper's
    /// bitmap of its bounds.
    private mutating func helperCall(_ value: ExprSyntax) throws(RecipeSkip) -> Bitmap? {
        let name: String
        let view: String
        var found: Bitmap?
        if let call = SyntaxReading.call(value) {
            guard call.trailing == nil, let prefix = viewPrefix(call.callee) else { return nil }
            view = prefix
            let base = String(call.callee.dropFirst(prefix.count + 1))
            if call.arguments.isEmpty {
                name = base + "()"
            } else {
                name = ParameterizedHelper.key(name: base, labels: call.arguments.map(\.label))
                let arguments = call.arguments.map { (label: $0.label, value: $0.value.trimmedDescription) }
                guard let candidates = parameterizedHelpers[base] else { return nil }
                guard let bitmap = candidates.lazy.compactMap({ $0.bitmap(for: arguments) }).first else {
                    throw RecipeSkip("the hosting view is handed to `\(name)`, a UIView helper whose bitmap this "
                                     + "tool cannot read for these arguments (L5); rewrite this call site by hand",
                                     at: value)
                }
                found = bitmap
            }
        } else if value.is(MemberAccessExprSyntax.self), let prefix = viewPrefix(SyntaxReading.norm(value)) {
            view = prefix
            name = String(SyntaxReading.norm(value).dropFirst(prefix.count + 1))
        } else {
            return nil
        }
        guard let helper = found ?? helpers[name] else { return nil }
        if let opaque = helper.opaque, SyntaxReading.norm(opaque).hasSuffix("isOpaque") {
            throw RecipeSkip("`\(name)` takes its opacity from the view's `isOpaque`, which is `true` for a hosting "
                             + "view on iOS (black where the content does not cover): review by hand", at: value)
        }
        drawnInto = Bitmap(size: "\(view).bounds.size", scale: helper.scale, opaque: helper.opaque)
        if plan.recipe != "L3" { plan.recipe = "L5" }
        plan.notes.append("the UIView helper `\(name)` read as its own recipe (the helper stays)")
        return helper
    }

    // MARK: - Result

    private mutating func result(_ stmt: ReturnStmtSyntax) throws(RecipeSkip) {
        guard let value = stmt.expression else { throw RecipeSkip("returns nothing", at: stmt) }
        guard isFunctionBody else {
            throw RecipeSkip("returns the image from a closure; only function and property bodies are rewritten "
                             + "this way", at: stmt)
        }
        try checkReturnType(stmt)
        plan.result = .returned
        var text = SyntaxReading.norm(value)
        if text.hasSuffix("??UIImage()") { text.removeLast("??UIImage()".count) }
        if images.contains(text) {
            returned = true
            return
        }
        if text == "UIGraphicsGetImageFromCurrentImageContext()", drawnInto != nil {
            returned = true
            return
        }
        if let call = SyntaxReading.call(value), call.callee.hasSuffix(".image"),
           let renderer = renderers[String(call.callee.dropLast(".image".count))],
           let closure = call.trailing ?? imageActions(call.arguments) {
            try drawClosure(closure, into: renderer)
            returned = true
            return
        }
        if try helperCall(value) != nil {
            returned = true
            return
        }
        if let call = SyntaxReading.call(value), viewPrefix(call.callee) != nil {
            throw RecipeSkip(notUnderstood(value), at: stmt)
        }
        throw RecipeSkip("returns `\(value.trimmedDescription)`, not the snapshot image", at: stmt)
    }

    /// Checks the whole recipe and fills in the plan's sizing, scale and opacity.
    private mutating func finish(_ name: some SyntaxProtocol) throws(RecipeSkip) {
        guard controller != nil else {
            throw RecipeSkip("draws a view that is not a UIHostingController's in this function (a UIView helper); "
                             + "its call sites on hosting views are the place to migrate", at: name)
        }
        guard let bitmap = drawnInto, returned || plan.result != .returned else {
            throw RecipeSkip("the hosting view is never drawn into the image the code returns or keeps", at: name)
        }
        guard let viewSize else {
            throw RecipeSkip("the hosting view is never sized (its bounds stay empty)", at: name)
        }
        let viewKey = key(viewSize)
        let bitmapKey = key(bitmap.size)
        guard bitmapKey == viewKey || bitmapKey == "VIEW" else {
            throw RecipeSkip("the bitmap is `\(bitmap.size)` but the hosting view is `\(viewSize)`: the image "
                             + "would be cropped or padded", at: name)
        }
        plan.sizing = sizing(of: viewSize)
        switch plan.recipe == "L5" ? nil : plan.sizing {
        case .ideal, .width, .optional: if plan.recipe != "L3" { plan.recipe = "L1" }
        case .fits: plan.recipe = "L4"
        case .explicit: if plan.recipe != "L3" { plan.recipe = "L2" }
        case nil: break
        }
        plan.scale = bitmap.scale
        if let opaque = bitmap.opaque, SyntaxReading.norm(opaque) != "false" { plan.opaque = opaque }
    }

    /// The hosting view's sizing from the expression its bounds were set to.
    private func sizing(of size: String) -> RecipePlan.Sizing {
        let n = SyntaxReading.norm(size)
        if let variable = sizeVariables[n] { return variable }
        if let view = viewPrefix(n), n == "\(view).intrinsicContentSize" { return .ideal }
        for (name, windowSize) in windows where n == "\(name).frame.size" || n == "\(name).bounds.size" {
            return .explicit(windowSize)
        }
        return .explicit(size)
    }

    /// A comparable key for a size expression: the hosting view's own size is `VIEW`.
    private func key(_ size: String) -> String {
        let n = SyntaxReading.norm(size)
        if let view = viewPrefix(n), n == "\(view).bounds.size" || n == "\(view).frame.size" { return "VIEW" }
        if let view = viewPrefix(n), n == "\(view).intrinsicContentSize" { return "IDEAL" }
        if let variable = sizeVariables[n] {
            if variable == .ideal { return "IDEAL" }
            return "VAR:\(n)"
        }
        for (name, windowSize) in windows where n == "\(name).frame.size" || n == "\(name).bounds.size" {
            return SyntaxReading.norm(windowSize)
        }
        return n
    }

    // MARK: - Pieces

    /// The hosted content, without `.ignoresSafeArea()` / `.edgesIgnoringSafeArea(…)` (no safe area here).
    private mutating func content(_ root: ExprSyntax) throws(RecipeSkip) -> String {
        var expr = root
        while let call = expr.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "ignoresSafeArea" || name == "edgesIgnoringSafeArea" {
                plan.notes.append("`.\(name)(…)` dropped (ImageRenderer has no safe area)")
                expr = base
                continue
            }
            if name == "offset" {
                throw RecipeSkip("`.\(name)(…)` on the hosted content looks like a safe-area compensation: the "
                                 + "migrated code must drop it, which moves the content; review by hand", at: call)
            }
            break
        }
        let text = expr.trimmedDescription
        let simple = expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self)
            || expr.is(FunctionCallExprSyntax.self)
        return simple ? text : "(\(text))"
    }

    /// `UIGraphicsImageRendererFormat()` / `.default()` / `.preferred()`: screen scale, not opaque.
    private func formatValue(_ value: ExprSyntax) -> Bitmap? {
        let n = SyntaxReading.norm(value)
        if let call = SyntaxReading.call(value), call.callee == "UIGraphicsImageRendererFormat",
           call.arguments.count == 1, call.arguments[0].label == "for" {
            let traits = call.arguments[0].value
            if let scale = traitScales[SyntaxReading.norm(traits)] {
                return Bitmap(size: "", scale: .expression(scale), opaque: nil)
            }
            if let inner = SyntaxReading.call(traits), inner.callee == "UITraitCollection", inner.arguments.count == 1,
               inner.arguments[0].label == "displayScale" {
                return Bitmap(size: "", scale: .expression(inner.arguments[0].value.trimmedDescription), opaque: nil)
            }
            return nil
        }
        let forms = ["UIGraphicsImageRendererFormat()", "UIGraphicsImageRendererFormat.default()",
                     "UIGraphicsImageRendererFormat.preferred()", ".default()", ".preferred()"]
        return forms.contains(n) ? Bitmap(size: "", scale: .screen, opaque: nil) : nil
    }

    /// `UIGraphicsImageRenderer(size:[format:])` / `(bounds:[format:])`.
    private mutating func rendererValue(_ value: ExprSyntax, _ item: CodeBlockItemSyntax) throws(RecipeSkip)
        -> Bitmap? {
        guard let call = SyntaxReading.call(value), call.callee == "UIGraphicsImageRenderer" else { return nil }
        var bitmap = Bitmap(size: "", scale: .screen, opaque: nil)
        if let format = call.arguments.first(where: { $0.label == "format" })?.value {
            if let named = formats[SyntaxReading.norm(format)] {
                bitmap = named
            } else if formatValue(format) == nil {
                throw RecipeSkip("renderer format `\(format.trimmedDescription)` not read by this tool", at: item)
            }
        }
        if let size = call.arguments.first(where: { $0.label == "size" })?.value {
            bitmap.size = size.trimmedDescription
        } else if let bounds = call.arguments.first(where: { $0.label == "bounds" })?.value {
            let n = SyntaxReading.norm(bounds)
            if let view = viewPrefix(n), n == "\(view).bounds" {
                bitmap.size = "\(view).bounds.size"
            } else if let rect = SyntaxReading.rect(bounds) ?? rects[n], SyntaxReading.isZeroOrigin(rect.origin) {
                bitmap.size = rect.size
            } else {
                throw RecipeSkip("`UIGraphicsImageRenderer(bounds: \(bounds.trimmedDescription))` may have a non-zero "
                                 + "origin, which crops; rare, review by hand", at: item)
            }
        } else {
            return nil
        }
        return bitmap
    }

    private func imageActions(_ arguments: [(label: String, value: ExprSyntax)]) -> ClosureExprSyntax? {
        arguments.first { $0.label == "actions" }?.value.as(ClosureExprSyntax.self)
    }

    /// Whether `rect` is the hosting view's bounds (or a zero-origin rectangle of its size).
    private func coversView(_ rect: ExprSyntax, view: String) -> Bool {
        let n = SyntaxReading.norm(rect)
        if let other = viewPrefix(n), n == "\(other).bounds" || n == "\(other).frame" { return true }
        if let parsed = SyntaxReading.rect(rect) ?? rects[n], SyntaxReading.isZeroOrigin(parsed.origin) {
            let k = key(parsed.size)
            return k == "VIEW" || (viewSize.map { key($0) == k } ?? false) || k == "IDEAL"
        }
        return false
    }

    /// The hosting-view name `text` starts with (`controller.view`, an alias), if any.
    private func viewPrefix(_ text: String) -> String? {
        viewNames.sorted { $0.count > $1.count }.first { text == $0 || text.hasPrefix($0 + ".") }
    }

    /// Statements that never change the pixels: window plumbing, layout nudges, animation switches, teardown.
    private func isNeutral(_ item: CodeBlockItemSyntax) -> Bool {
        guard let expr = SyntaxReading.expression(item) else { return false }
        let n = SyntaxReading.norm(expr)
        if n == "UIGraphicsEndImageContext()" || n.hasPrefix("UIView.setAnimationsEnabled(") { return true }
        if let view = viewPrefix(n) {
            let rest = String(n.dropFirst(view.count))
            if [".layoutIfNeeded()", ".setNeedsLayout()", ".removeFromSuperview()", ".layer.layoutIfNeeded()",
                ".setNeedsDisplay()"].contains(rest) { return true }
            if rest == ".sizeToFit()", let size = viewSize, case .fits = sizing(of: size) { return true }
        }
        for (name, _) in windows {
            if n == "\(name).makeKeyAndVisible()" || n == "\(name).layoutIfNeeded()" { return true }
            for view in viewNames where n == "\(name).addSubview(\(view))" { return true }
        }
        if n.hasPrefix("UIApplication.shared."), let call = SyntaxReading.call(expr),
           call.callee.hasSuffix(".addSubview"),
           call.arguments.count == 1, viewNames.contains(SyntaxReading.norm(call.arguments[0].value)) {
            return true
        }
        return false
    }

    private func mentionsTracked(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return tracked.contains(name) }
            return false
        }
    }

    private func mentionsLegacyAPI(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return name.hasPrefix("UIGraphics") || name == "UIHostingController" || name == "UIWindow"
                || name == "drawHierarchy" || name == "UIApplication"
        }
    }

    private func notUnderstood(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        let expr = node.as(ExprSyntax.self) ?? node.as(CodeBlockItemSyntax.self).flatMap(SyntaxReading.expression)
        if let expr, let call = SyntaxReading.call(expr), let view = viewPrefix(call.callee) {
            let helper = call.callee.dropFirst(view.count + 1)
            return "the hosting view is handed to `\(helper)()`, a UIView helper whose scale and canvas this tool "
                + "does not read (L5); rewrite this call site by hand"
        }
        if text.contains("overrideUserInterfaceStyle") || text.contains("traitCollection") {
            return "forces a trait (`\(text)`): ImageRenderer does not inherit the app's traits; the equivalent is "
                + "`.environment(\\.colorScheme, …)` on the content, not rewritten here"
        }
        if text.contains("asyncAfter") || text.contains("DispatchQueue") {
            return "deferred render (`\(text)`): ImageRenderer renders synchronously; load remote images first "
                + "and review by hand"
        }
        return "statement not understood: `\(text)`"
    }
}
