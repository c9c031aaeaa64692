import SwiftParser
import SwiftSyntax

/// Reads an AppKit snapshot function statement by statement into an `AppKitRecipePlan` (docs/migration.md, "AppKit's
/// recipe").
///
/// Every statement must be understood: a recipe step (the hosting view or controller, a borderless window, the
/// frame size, the bitmap and `cacheDisplay`, the `NSImage` built from it), a step that changes no pixel of the
/// cached bitmap (`layout()`, `setNeedsDisplay`, `makeKeyAndOrderFront`), or a plain `let` kept as written. Anything
/// else stops the rewrite with the statement and the reason.
struct AppKitRecipeReader {
    /// `NSHostingView` subclasses declared in the file that change nothing a bitmap shows (they override only
    /// `safeAreaInsets`, which an offscreen hosting view and `ImageRenderer` both leave empty).
    var transparentSubclasses: Set<String> = []
    /// Parameterless `NSView` helpers of the file that cache the view's bounds into an `NSImage`, by call spelling
    /// (`bitmapImage()`).
    var helpers: Set<String> = []

    private var plan = AppKitRecipePlan()
    /// Expressions that name the hosting view (`hosting`, `controller.view`, `view`, `window.contentView`).
    private var views: Set<String> = []
    private var controllers: Set<String> = []
    /// Windows by name, with the size of their content rectangle (`nil`: the ideal size).
    private var windows: [String: String?] = [:]
    /// Sizes by name: `nil` for the ideal size (`let s = hosting.fittingSize`), else the expression.
    private var sizes: [String: String?] = [:]
    /// Rectangles at the origin by name, with their size (as `sizes`).
    private var rects: [String: String?] = [:]
    private var bitmaps: Set<String> = []
    private var images: Set<String> = []
    private var cgImages: Set<String> = []
    private var cached = false
    private var returned = false
    /// After `if let bitmap = … { …; return … }`: the `return nil` that follows is its failure path.
    private var pendingFallback = false

    /// The plan of a function or getter body returning `returnType`.
    mutating func read(_ statements: CodeBlockItemListSyntax, returnType: TypeSyntax?) throws(RecipeSkip)
        -> AppKitRecipePlan {
        plan = AppKitRecipePlan()
        if let returnType {
            plan.optionalResult = returnType.is(OptionalTypeSyntax.self)
                || returnType.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        }
        try read(statements)
        guard returned, let last = statements.last else {
            throw RecipeSkip("the cached bitmap is not returned (it is stored, or handed to a closure); "
                             + "migrate by hand: `ImageRenderer(content:)` and its `nsImage`", at: statements)
        }
        guard !plan.content.isEmpty else {
            throw RecipeSkip("no `NSHostingView(rootView:)` or `NSHostingController(rootView:)` here: the view "
                             + "drawn comes from elsewhere", at: last)
        }
        guard plan.sized else {
            throw RecipeSkip("the hosting view is never given a size (its bounds are empty, so AppKit caches "
                             + "nothing); say the size you want and migrate by hand", at: last)
        }
        return plan
    }

    private mutating func read(_ statements: CodeBlockItemListSyntax) throws(RecipeSkip) {
        for item in statements {
            guard !returned else {
                throw RecipeSkip("statement after the recipe's `return`", at: item)
            }
            try read(item)
        }
    }

    private mutating func read(_ item: CodeBlockItemSyntax) throws(RecipeSkip) {
        if let (name, value) = SyntaxReading.binding(item) {
            try bind(name, value, item: item)
            return
        }
        if let guardStmt = item.item.as(GuardStmtSyntax.self) {
            try readGuard(guardStmt, item: item)
            return
        }
        if let ifExpr = SyntaxReading.expression(item)?.as(IfExprSyntax.self) {
            try readIfLet(ifExpr, item: item)
            return
        }
        if let returnStmt = item.item.as(ReturnStmtSyntax.self) {
            try readReturn(returnStmt, item: item)
            return
        }
        if let (target, value) = SyntaxReading.assignment(item) {
            try assign(target, value, item: item)
            return
        }
        if let call = SyntaxReading.expression(item).flatMap(SyntaxReading.call) {
            try perform(call.callee, call.arguments, item: item)
            return
        }
        throw RecipeSkip("`\(item.trimmedDescription)`: not part of AppKit's snapshot recipe as `migrate` knows it",
                         at: item)
    }

    private mutating func bind(_ name: String, _ value: ExprSyntax, item: CodeBlockItemSyntax) throws(RecipeSkip) {
        let text = SyntaxReading.norm(value)
        if let call = SyntaxReading.call(value) {
            let callee = call.callee.split(separator: "<").first.map(String.init) ?? call.callee
            if callee == "NSHostingView" || transparentSubclasses.contains(callee),
               call.arguments.map(\.label) == ["rootView"] {
                try setContent(call.arguments[0].value, item: item)
                views.insert(name)
                return
            }
            if callee == "NSHostingController", call.arguments.map(\.label) == ["rootView"] {
                try setContent(call.arguments[0].value, item: item)
                controllers.insert(name)
                views.insert("\(name).view")
                return
            }
            if callee == "NSWindow", call.arguments.map(\.label) == ["contentRect", "styleMask", "backing", "defer"] {
                try window(name, call.arguments, item: item)
                return
            }
            if callee == "NSRect" || callee == "CGRect", let rect = SyntaxReading.rect(
                Parser.parseExpression(value.trimmedDescription.replacingOccurrences(of: "NSRect", with: "CGRect"))) {
                guard SyntaxReading.isZeroOrigin(rect.origin) else {
                    throw RecipeSkip("a rectangle away from the origin (`\(value.trimmedDescription)`) crops the "
                                     + "view; migrate by hand", at: item)
                }
                rects[name] = .some(resolve(rect.size))
                return
            }
            if let view = member(of: call.callee, "bitmapImageRepForCachingDisplay"),
               call.arguments.map(\.label) == ["in"] {
                try bitmap(name, view: view, rect: call.arguments[0].value, item: item)
                return
            }
            if callee == "NSImage", call.arguments.map(\.label) == ["size"] {
                images.insert(name)
                return
            }
            if callee == "NSImage", call.arguments.map(\.label) == ["cgImage", "size"],
               isCachedCGImage(call.arguments[0].value) {
                images.insert(name)
                return
            }
        }
        for view in views {
            if text == "\(view).fittingSize" || text == "\(view).intrinsicContentSize" {
                sizes[name] = .some(nil)
                return
            }
        }
        if controllers.contains(where: { text == $0 + ".view" }) {
            views.insert(name)
            return
        }
        if bitmaps.contains(where: { text == $0 + ".cgImage" }) {
            cgImages.insert(name)
            return
        }
        guard !mentionsRecipe(value) else {
            throw RecipeSkip("`\(item.trimmedDescription)`: not part of AppKit's snapshot recipe as `migrate` "
                             + "knows it", at: item)
        }
        plan.kept.append(item.trimmedDescription)
        if SyntaxReading.call(value)?.callee == "CGSize" || SyntaxReading.call(value)?.callee == "NSSize" {
            sizes[name] = .some(name)
        }
    }

    private mutating func setContent(_ value: ExprSyntax, item: CodeBlockItemSyntax) throws(RecipeSkip) {
        guard plan.content.isEmpty else {
            throw RecipeSkip("a second hosted view in one function; migrate by hand", at: item)
        }
        plan.content = value.trimmedDescription
    }

    private mutating func window(_ name: String, _ arguments: [(label: String, value: ExprSyntax)],
                                 item: CodeBlockItemSyntax) throws(RecipeSkip) {
        let style = SyntaxReading.norm(arguments[1].value)
        if style.contains("fullSizeContentView") {
            throw RecipeSkip("a full-size content view (`\(arguments[1].value.trimmedDescription)`) sits under the "
                             + "title bar, whose safe area moves the content on macOS; `ImageRenderer` has none: "
                             + "migrate by hand", at: item)
        }
        guard let size = rectSize(arguments[0].value) else {
            throw RecipeSkip("window rectangle `\(arguments[0].value.trimmedDescription)` not understood", at: item)
        }
        windows[name] = .some(size)
        plan.notes.append("the offscreen window is gone (ImageRenderer needs none)")
    }

    private mutating func bitmap(_ name: String, view: String, rect: ExprSyntax, item: CodeBlockItemSyntax)
        throws(RecipeSkip) {
        guard views.contains(view) else {
            throw RecipeSkip("caches a view that is not the hosting view", at: item)
        }
        let r = SyntaxReading.norm(rect)
        let whole = r == "\(view).bounds" || r == "\(view).frame"
        if !whole {
            guard let size = rectSize(rect), size == plan.size || (size == nil && plan.size == nil) else {
                throw RecipeSkip("caches `\(rect.trimmedDescription)`, which is not the whole hosting view (a crop, "
                                 + "or a rectangle whose origin is not known to be zero); migrate by hand", at: item)
            }
        }
        bitmaps.insert(name)
    }

    private mutating func readGuard(_ guardStmt: GuardStmtSyntax, item: CodeBlockItemSyntax) throws(RecipeSkip) {
        guard guardStmt.conditions.count == 1, let condition = guardStmt.conditions.first?.condition
                .as(OptionalBindingConditionSyntax.self),
              let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = condition.initializer?.value,
              guardStmt.body.statements.count == 1,
              let exit = guardStmt.body.statements.first?.item.as(ReturnStmtSyntax.self),
              SyntaxReading.norm(exit.expression?.trimmedDescription ?? "") == "nil"
                || exit.expression.map({ isEmptyImage($0) }) == true else {
            throw RecipeSkip("`guard` not understood: `migrate` reads `guard let x = … else { return nil }`",
                             at: item)
        }
        try bind(name, value, item: item)
    }

    /// `if let rep = view.bitmapImageRepForCachingDisplay(in: r) { …; return … }` followed by `return nil`.
    private mutating func readIfLet(_ ifExpr: IfExprSyntax, item: CodeBlockItemSyntax) throws(RecipeSkip) {
        guard ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
              let condition = ifExpr.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
              let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = condition.initializer?.value else {
            throw RecipeSkip("`if` not understood: `migrate` reads `if let x = … { … return … }`", at: item)
        }
        try bind(name, value, item: item)
        try read(ifExpr.body.statements)
        guard returned else {
            throw RecipeSkip("the `if let` body does not return the image", at: item)
        }
        // The `return nil` after the `if` is the unwrapped bitmap's failure path, which the renderer keeps.
        returned = false
        pendingFallback = true
    }


    private mutating func readReturn(_ returnStmt: ReturnStmtSyntax, item: CodeBlockItemSyntax) throws(RecipeSkip) {
        guard let value = returnStmt.expression else {
            throw RecipeSkip("returns nothing: the cached bitmap is not handed back", at: item)
        }
        let text = SyntaxReading.norm(value)
        if pendingFallback, text == "nil" || isEmptyImage(value) {
            pendingFallback = false
            returned = true
            return
        }
        guard cached || helperCall(value) else {
            throw RecipeSkip("returns before the view is drawn (`cacheDisplay(in:to:)`)", at: item)
        }
        if images.contains(text) || helperCall(value) {
            plan.output = .image
        } else if bitmaps.contains(text) {
            plan.output = .bitmap
        } else if bitmaps.contains(where: { text == $0 + ".cgImage" }) || cgImages.contains(text) {
            plan.output = .cgImage
        } else if let call = SyntaxReading.call(value), call.callee == "NSImage",
                  call.arguments.map(\.label) == ["cgImage", "size"], isCachedCGImage(call.arguments[0].value) {
            plan.output = .image
        } else if let call = SyntaxReading.call(value), let bitmap = member(of: call.callee, "representation"),
                  bitmaps.contains(bitmap), call.arguments.map(\.label) == ["using", "properties"] {
            plan.output = .encoded(storage: call.arguments[0].value.trimmedDescription,
                                   properties: call.arguments[1].value.trimmedDescription)
        } else {
            throw RecipeSkip("returns `\(value.trimmedDescription)`, not the cached bitmap or an image of it", at: item)
        }
        returned = true
    }

    private mutating func assign(_ target: String, _ value: ExprSyntax, item: CodeBlockItemSyntax)
        throws(RecipeSkip) {
        if let (object, property) = split(target), property == "contentView", windows[object] != nil {
            let valueText = SyntaxReading.norm(value)
            if let call = SyntaxReading.call(value), call.callee == "NSHostingView",
               call.arguments.map(\.label) == ["rootView"] {
                try setContent(call.arguments[0].value, item: item)
            } else if !views.contains(valueText) {
                throw RecipeSkip("the window's content view is not the hosting view", at: item)
            }
            views.insert(target)
            setSize(windows[object] ?? nil)
            return
        }
        if let (object, property) = split(target), property == "contentViewController", windows[object] != nil,
           controllers.contains(SyntaxReading.norm(value)) {
            setSize(windows[object] ?? nil)
            return
        }
        if let (object, property) = split(target), views.contains(object) {
            switch property {
            case "frame", "bounds":
                guard let size = rectSize(value) else {
                    throw RecipeSkip("`\(item.trimmedDescription)`: a frame away from the origin or of an unknown "
                                     + "size", at: item)
                }
                if property == "bounds", plan.sized, size != plan.size {
                    throw RecipeSkip("bounds of another size than the frame scale the drawing; migrate by hand",
                                     at: item)
                }
                setSize(size)
                return
            case "frame.size":
                setSize(resolve(value.trimmedDescription))
                return
            case "layerContentsRedrawPolicy", "needsDisplay", "needsLayout", "wantsLayer", "layer.shouldRasterize":
                plan.notes.append("`\(property)` dropped (it changes no pixel of the bitmap)")
                return
            default: break
            }
        }
        if let (object, property) = split(target), bitmaps.contains(object), property == "size" {
            return
        }
        if let (object, property) = split(target), windows[object] != nil,
           ["title", "isReleasedWhenClosed", "isOpaque", "hasShadow"].contains(property) {
            return
        }
        throw RecipeSkip("`\(item.trimmedDescription)`: not part of AppKit's snapshot recipe as `migrate` knows it",
                         at: item)
    }

    private mutating func perform(_ callee: String, _ arguments: [(label: String, value: ExprSyntax)],
                                  item: CodeBlockItemSyntax) throws(RecipeSkip) {
        guard let (object, method) = split(callee) else {
            throw RecipeSkip("`\(item.trimmedDescription)`: not part of AppKit's snapshot recipe as `migrate` "
                             + "knows it", at: item)
        }
        if views.contains(object) {
            switch method {
            case "setFrameSize":
                setSize(resolve(arguments.first?.value.trimmedDescription ?? ""))
                return
            case "setBoundsSize":
                let size = resolve(arguments.first?.value.trimmedDescription ?? "")
                guard !plan.sized || size == plan.size else {
                    throw RecipeSkip("bounds of another size than the frame scale the drawing; migrate by hand",
                                     at: item)
                }
                setSize(size)
                return
            case "layout", "layoutSubtreeIfNeeded", "display", "displayIfNeeded", "setNeedsDisplay",
                 "updateConstraintsForSubtreeIfNeeded":
                return
            case "cacheDisplay":
                guard arguments.map(\.label) == ["in", "to"],
                      bitmaps.contains(SyntaxReading.norm(arguments[1].value)) else {
                    throw RecipeSkip("`cacheDisplay` into a bitmap the recipe did not make", at: item)
                }
                cached = true
                return
            default: break
            }
        }
        if images.contains(object), method == "addRepresentation",
           arguments.count == 1, bitmaps.contains(SyntaxReading.norm(arguments[0].value)) {
            return
        }
        if windows[object] != nil,
           ["makeKeyAndOrderFront", "orderFront", "orderFrontRegardless", "center", "display", "displayIfNeeded",
            "layoutIfNeeded", "orderOut", "close"].contains(method) {
            return
        }
        throw RecipeSkip("`\(item.trimmedDescription)`: not part of AppKit's snapshot recipe as `migrate` knows it",
                         at: item)
    }

    // MARK: - Small readers

    private mutating func setSize(_ size: String?) {
        plan.size = size
        plan.sized = true
    }

    /// A size expression with names of ideal sizes resolved: `nil` for the ideal size.
    private func resolve(_ text: String) -> String? {
        let n = SyntaxReading.norm(text)
        if let known = sizes[n] { return known }
        for view in views where n == "\(view).fittingSize" || n == "\(view).intrinsicContentSize" { return nil }
        if n.hasSuffix(".size"), let rect = rects[String(n.dropLast(5))] { return rect }
        return text
    }

    /// The size of a rectangle at the origin (`CGRect(origin: .zero, size: s)`, `NSRect(x: 0, y: 0, …)`, a named
    /// one); `.none` when it is not one.
    private func rectSize(_ expr: ExprSyntax) -> String?? {
        let n = SyntaxReading.norm(expr)
        if let known = rects[n] { return .some(known) }
        let text = expr.trimmedDescription.replacingOccurrences(of: "NSRect", with: "CGRect")
        guard let rect = SyntaxReading.rect(Parser.parseExpression(text)), SyntaxReading.isZeroOrigin(rect.origin)
        else { return .none }
        return .some(resolve(rect.size))
    }

    private func isCachedCGImage(_ expr: ExprSyntax) -> Bool {
        let n = SyntaxReading.norm(expr)
        return cgImages.contains(n) || bitmaps.contains { n == $0 + ".cgImage" }
    }

    private func helperCall(_ expr: ExprSyntax) -> Bool {
        guard let call = SyntaxReading.call(expr), call.arguments.isEmpty, let (object, method) = split(call.callee)
        else { return false }
        return views.contains(object) && helpers.contains(method + "()")
    }

    private func isEmptyImage(_ expr: ExprSyntax) -> Bool {
        let n = SyntaxReading.norm(expr)
        return n == "NSImage()" || n == "NSImage(size:.zero)"
    }

    /// `a.b.c` → (`a.b`, `c`).
    private func split(_ text: String) -> (String, String)? {
        for view in views.sorted(by: { $0.count > $1.count }) where text.hasPrefix(view + ".") {
            return (view, String(text.dropFirst(view.count + 1)))
        }
        guard let dot = text.lastIndex(of: ".") else { return ("self", text) }
        return (String(text[..<dot]), String(text[text.index(after: dot)...]))
    }

    /// The view of `view.member` (or `self` for a bare `member`).
    private func member(of callee: String, _ member: String) -> String? {
        if callee == member { return "self" }
        guard callee.hasSuffix("." + member) else { return nil }
        return String(callee.dropLast(member.count + 1))
    }

    private func mentionsRecipe(_ node: some SyntaxProtocol) -> Bool {
        let names = views.union(controllers).union(bitmaps).union(images).union(windows.keys)
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return names.contains(name) || ["NSHostingView", "NSHostingController", "NSWindow",
                                            "bitmapImageRepForCachingDisplay", "cacheDisplay"].contains(name)
        }
    }
}
