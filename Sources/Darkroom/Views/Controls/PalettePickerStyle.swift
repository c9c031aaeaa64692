import Foundation

/// A picker drawn as a row of its options, as SwiftUI's `PalettePickerStyle` (`.palette`): outside a menu, iOS
/// draws it as a segmented row, and so does Darkroom.
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    public init() {}
    @_spi(Engine) public var _kind: Int { SegmentedPickerStyle()._kind }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of the options.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// How a palette marks its selected option, as SwiftUI's `PaletteSelectionEffect`.
nonisolated public struct PaletteSelectionEffect: Sendable, Equatable {
    let name: String
    let variant: SymbolVariants?
    /// The system's mark.
    public static var automatic: PaletteSelectionEffect {
        get { PaletteSelectionEffect(name: "automatic", variant: nil) }
        set {} // swiftlint:disable:this unused_setter_value
    }
    /// The selected option's symbol drawn in `variant`.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant", variant: variant)
    }
    /// No system mark: the options' own images show the selection.
    public static var custom: PaletteSelectionEffect {
        get { PaletteSelectionEffect(name: "custom", variant: nil) }
        set {} // swiftlint:disable:this unused_setter_value
    }
}

nonisolated extension View {
    /// How palettes in this view mark their selection (drawn as a segmented row's selection).
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
