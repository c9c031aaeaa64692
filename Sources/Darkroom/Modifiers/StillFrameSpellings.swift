import Foundation

// Modifiers SwiftUI declares whose effect a still frame either shows through another route (a body built around a
// placeholder, a tint resolved from a style) or does not show at all (an initial scroll anchor, a dynamic range,
// a typesetting language, a storage default).

nonisolated extension View {
    /// The view built by `body` around a placeholder for this view, animated with `animation`: a still frame
    /// shows the body as built.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> some View
    { body(PlaceholderContentView(value: self)) }
    /// The view built by `body` around a placeholder for this view, in a changed transaction: a still frame shows
    /// the body as built.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View { body(PlaceholderContentView(value: self)) }
    /// The tint of controls in the view, from any style: a colour is used as it is, a gradient by its first
    /// colour (controls are tinted with one colour in Darkroom).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment { env in
            guard let tint else { env.tint = nil; return }
            if let color = tint as? Color { env.tint = color; return }
            let rgba: RGBA? = switch tint._paint(in: env, bounds: CGRect(x: 0, y: 0, width: 1, height: 1)) {
            case .color(let c): c
            case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
                 .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _): stops.first?.color
            case .image(let pattern): pattern.representativeColor
            }
            env.tint = rgba.map { Color(light: $0, dark: $0) }
        }
    }
    /// Where a scroll view's content starts scrolled to; a render shows it at offset zero, as
    /// `defaultScrollAnchor(_:)` does.
    public func scrollPosition(initialAnchor: UnitPoint?) -> some View { self }
    /// Whether menus show their indicator; sets `menuIndicatorVisibility` (Darkroom's menus read no indicator).
    public func menuIndicator(_ visibility: Visibility) -> some View {
        transformEnvironment { $0.menuIndicatorVisibility = visibility }
    }
    /// The tint of section separators in a list: Darkroom draws separators in the system separator colour.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// The dynamic range images in the view may use; Darkroom draws standard range.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        transformEnvironment { $0.allowedDynamicRange = range }
    }
    /// The language text is typeset for (line heights for tall scripts); pango lays every script out with the
    /// font's own metrics, so the view is drawn as it is.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// The user defaults `@AppStorage` in the view reads; the view is drawn as it is.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}

extension Text {
    /// The language the text is typeset for; pango lays every script out with the font's own metrics, so the
    /// text is drawn as it is.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
}
