// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7f4bdd06d0 Canvas.init(opaque: Bool, colorMode: ColorRenderingMode, rendersAsynchronously: Bool, renderer: (inout
//   GraphicsContext, CGSize) -> Void, symbols: () -> Symbols)
@MainActor func use_7f4bdd06d0<Symbols: View>(_ generics: (Symbols).Type) {
    let _: Canvas<Symbols> = Canvas(
        opaque: sample() as Bool,
        colorMode: sample() as ColorRenderingMode,
        rendersAsynchronously: sample() as Bool,
        renderer: sample() as (inout GraphicsContext, CGSize) -> Void,
        symbols: sample() as () -> Symbols
    )
    let _: Canvas<Symbols> = Canvas(
        renderer: sample() as (inout GraphicsContext, CGSize) -> Void,
        symbols: sample() as () -> Symbols
    )
    let _: Canvas<_> = Canvas(
        opaque: sample() as Bool,
        colorMode: sample() as ColorRenderingMode,
        rendersAsynchronously: sample() as Bool,
        renderer: sample() as (inout GraphicsContext, CGSize) -> Void,
        symbols: { Text(""); Text("") }
    )
}

// u95bb62ce34 Canvas.init(opaque: Bool, colorMode: ColorRenderingMode, rendersAsynchronously: Bool, renderer: (inout
//   GraphicsContext, CGSize) -> Void) where Symbols == EmptyView
@MainActor func use_95bb62ce34() {
    let _: Canvas<EmptyView> = Canvas(
        opaque: sample() as Bool,
        colorMode: sample() as ColorRenderingMode,
        rendersAsynchronously: sample() as Bool,
        renderer: sample() as (inout GraphicsContext, CGSize) -> Void
    )
    let _: Canvas<EmptyView> = Canvas(renderer: sample() as (inout GraphicsContext, CGSize) -> Void)
}
