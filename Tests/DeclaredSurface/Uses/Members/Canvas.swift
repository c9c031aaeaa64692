// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf3dfceb484 Canvas.symbols
@MainActor func use_f3dfceb484<Symbols: View>(_ subject: Canvas<Symbols>, _ generics: (Symbols).Type) {
    var subject = subject
    let _: Symbols = subject.symbols
    subject.symbols = sample() as Symbols
}

// u3e3946fe14 Canvas.renderer
@MainActor func use_3e3946fe14<Symbols: View>(_ subject: Canvas<Symbols>, _ generics: (Symbols).Type) {
    var subject = subject
    let _: (inout GraphicsContext, CGSize) -> Void = subject.renderer
    subject.renderer = sample() as (inout GraphicsContext, CGSize) -> Void
}

// u8d6a25c49d Canvas.isOpaque
@MainActor func use_8d6a25c49d<Symbols: View>(_ subject: Canvas<Symbols>, _ generics: (Symbols).Type) {
    var subject = subject
    let _: Bool = subject.isOpaque
    subject.isOpaque = sample() as Bool
}

// u1daea3959f Canvas.colorMode
@MainActor func use_1daea3959f<Symbols: View>(_ subject: Canvas<Symbols>, _ generics: (Symbols).Type) {
    var subject = subject
    let _: ColorRenderingMode = subject.colorMode
    subject.colorMode = sample() as ColorRenderingMode
}

// u0321909ba7 Canvas.rendersAsynchronously
@MainActor func use_0321909ba7<Symbols: View>(_ subject: Canvas<Symbols>, _ generics: (Symbols).Type) {
    var subject = subject
    let _: Bool = subject.rendersAsynchronously
    subject.rendersAsynchronously = sample() as Bool
}
