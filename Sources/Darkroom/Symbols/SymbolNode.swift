import Foundation

/// The layout node of a symbol image: sized from its outline, with text
/// baselines at the outline's baseline, so `HStack(alignment: .firstTextBaseline)`
/// sits symbols on the line as SF Symbols do.
final class SymbolNode: LayoutNode {
    private let natural: CGSize
    private let resizable: Bool
    /// The baseline as a fraction of the frame's height from the top.
    private let baselineFraction: CGFloat
    private let draw: (CGRect) -> DisplayItem

    init(natural: CGSize, resizable: Bool, baselineFraction: CGFloat, draw: @escaping (CGRect) -> DisplayItem) {
        self.natural = natural; self.resizable = resizable; self.baselineFraction = baselineFraction; self.draw = draw
        super.init(name: "Image")
    }
    override var spacingKind: SpacingKind { .symbol }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        PlacedView(node: self, frame: rect, items: [draw(rect)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key {
            return size.height * baselineFraction
        }
        return nil
    }
}

/// Variants of a symbol (`symbolVariant`): `.fill`, `.circle`, `.square`, `.slash`
/// and their combinations pick the name with that suffix when Darkroom has it.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    /// No variant: the symbol as named.
    public static let none = SymbolVariants(suffixes: [])
    /// The filled variant (`heart.fill`).
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// The variant enclosed in a circle (`heart.circle`).
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// The variant enclosed in a square (`heart.square`).
    public static let square = SymbolVariants(suffixes: ["square"])
    /// The variant struck through by a slash (`bell.slash`).
    public static let slash = SymbolVariants(suffixes: ["slash"])
    /// The variant enclosed in a rectangle (`person.crop.rectangle`).
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// These variants, filled too (`.circle.fill` gives `heart.circle.fill`).
    public var fill: SymbolVariants { adding("fill") }
    /// These variants, enclosed in a circle too.
    public var circle: SymbolVariants { adding("circle") }
    /// These variants, enclosed in a square too.
    public var square: SymbolVariants { adding("square") }
    /// These variants, struck through by a slash too.
    public var slash: SymbolVariants { adding("slash") }

    /// These variants with the rectangle variant added.
    public var rectangle: SymbolVariants { adding("rectangle") }
    /// Whether every variant of `other` is among these.
    public func contains(_ other: SymbolVariants) -> Bool { other.suffixes.allSatisfy(suffixes.contains) }

    private func adding(_ s: String) -> SymbolVariants { SymbolVariants(suffixes: suffixes + [s]) }

    /// The name to draw: shapes (circle, square) come before `fill`, as SF names do
    /// (`heart.circle.fill`); names that draw neither from the table nor composed keep the plain name.
    func apply(to name: String) -> String {
        guard !suffixes.isEmpty else { return name }
        let order = ["slash", "circle", "square", "rectangle", "fill"]
        var result = name
        for suffix in order where suffixes.contains(suffix) && !result.split(separator: ".").contains(Substring(suffix))
        {
            let candidate = result + "." + suffix
            // Composed variants count for the shapes and fills most SF symbols have; a slash
            // only where the table names one (`bell.slash`), as few SF symbols have it.
            let known = suffix == "slash" ? SymbolCatalog.entries[candidate] != nil : SymbolImage.isKnown(candidate)
            if known { result = candidate }
        }
        return result
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The symbol variant applied to `Image(systemName:)` in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws symbols in this view in a variant (e.g. `.fill`), when the variant exists.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}
