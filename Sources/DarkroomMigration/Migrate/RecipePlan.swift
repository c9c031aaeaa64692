/// What a legacy snapshot function does, in ImageRenderer's terms: the facts the interpreter read off its
/// statements, from which the emitter writes the modern body.
struct RecipePlan {
    /// How the hosting view got its size, which decides the canvas and the proposal.
    enum Sizing: Equatable {
        /// `intrinsicContentSize`: the content's ideal size (`proposedSize = .unspecified`).
        case ideal
        /// An explicit bounds/frame/window size: a canvas of that size, content centred.
        case explicit(String)
        /// `sizeThatFits(in: s)`: the size the content picks under proposal `s`.
        case fits(String)
        /// `intrinsicContentSize` with its width replaced: a canvas that wide, the ideal height. The expression
        /// may be optional (`width.map { … }` from an `if let`): `nil` keeps the ideal width.
        case width(String)
        /// `size ?? intrinsicContentSize`: a canvas of the optional size `s` when it is given, the ideal size when
        /// it is `nil` (`frame(width: nil, height: nil)` changes nothing).
        case optional(String)
    }

    /// What the legacy code did with the image it drew.
    enum Result: Equatable {
        /// Returned it: the function's body becomes the renderer.
        case returned
        /// Bound it to a name (`let image = …`), declared as `declaration` (`let image`, `let image: UIImage`);
        /// the statements after it keep using that name.
        case bound(declaration: String, optional: Bool)
        /// Stored it (`self.image = …`, `uiImage = …`).
        case assigned(target: String)
    }

    /// Pixels per point of the legacy bitmap.
    enum Scale: Equatable {
        /// `UIGraphicsBeginImageContext`: 1, ImageRenderer's default.
        case one
        /// Scale 0 or a default format: the screen's scale.
        case screen
        /// A literal or an expression the code gave.
        case expression(String)
    }

    /// The recipe group this function follows (L1 … L5, as docs/migration.md names them).
    var recipe = "L1"
    /// The hosted content, without the safe-area modifiers that only mattered in a window.
    var content = ""
    var sizing: Sizing?
    var scale: Scale = .screen
    /// `nil` or `false`: transparent; otherwise the expression of the legacy `opaque` argument.
    var opaque: String?
    /// A hosting view background other than `.clear`, as a `UIColor` expression.
    var background: String?
    /// Statements kept verbatim before the renderer (plain `let`s the rewrite does not own).
    var kept: [String] = []
    /// The kept statements that sat inside a recipe statement (the body of `if let view = controller.view`), which
    /// an in-place rewrite must write again because the statement holding them is replaced.
    var nestedKept: [String] = []
    var result: Result = .returned
    /// What the rewrite dropped or changed, for the report.
    var notes: [String] = []
    /// Whether the function returns a non-optional `UIImage` (so the rewrite keeps `?? UIImage()`).
    var returnsNonOptional = true
}
