import Foundation

/// A sheet height that a type computes from the space a sheet has, as SwiftUI's `CustomPresentationDetent`.
///
/// A render draws no sheet, so `height(in:)` is never asked; the detent compiles and is recorded as chosen.
public protocol CustomPresentationDetent {
    /// The sheet's height in `context`, or `nil` to leave the detent out.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What a custom detent is told about the sheet: its tallest height and the environment.
    public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
    /// A detent whose height `type` computes (`height(in:)`).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(fraction: 1, custom: ObjectIdentifier(type))
    }

    /// What a custom detent is told when asked for its height: the tallest height the sheet can have and, by
    /// member lookup, the sheet's environment values (`context.dynamicTypeSize`).
    @dynamicMemberLookup
    public struct Context {
        /// The height of the sheet at its largest detent.
        public var maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// The environment value at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}
