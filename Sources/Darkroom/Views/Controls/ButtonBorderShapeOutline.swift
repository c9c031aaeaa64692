import Foundation

// A button border shape is a shape, as in SwiftUI: a bordered button's background outline, usable on its own.
extension ButtonBorderShape: InsettableShape {
    /// The outline in `rect`: a capsule, a circle, or a rounded rectangle (8-point corners unless given, the
    /// regular control size's).
    nonisolated public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .automatic: RoundedRectangle(cornerRadius: 8).path(in: rect)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? 8).path(in: rect)
        }
    }
    /// The shape inset by `amount` on every side (corner radii reduced by it).
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetButtonBorderShape(base: self, amount: amount)
    }
}

/// A button border shape inset by an amount.
nonisolated struct InsetButtonBorderShape: InsettableShape {
    let base: ButtonBorderShape
    let amount: CGFloat
    func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard inset.width > 0, inset.height > 0 else { return Path() }
        switch base.kind {
        case .capsule, .circle: return base.path(in: inset)
        case .automatic: return RoundedRectangle(cornerRadius: max(8 - amount, 0)).path(in: inset)
        case .roundedRectangle(let radius):
            return RoundedRectangle(cornerRadius: max((radius ?? 8) - amount, 0)).path(in: inset)
        }
    }
    func inset(by more: CGFloat) -> InsetButtonBorderShape { InsetButtonBorderShape(base: base, amount: amount + more) }
}

extension Shape where Self == ButtonBorderShape {
    /// The border shape of the environment's bordered buttons.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
