// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0e481f01ef View.symbolRenderingMode(_: SymbolRenderingMode?)
@MainActor func use_0e481f01ef<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.symbolRenderingMode(sample() as SymbolRenderingMode?) as any View
}

// u0c51cd8965 Image.symbolRenderingMode(_: SymbolRenderingMode?)
@MainActor func use_0c51cd8965(_ subject: Image) {
    let _: Image = subject.symbolRenderingMode(sample() as SymbolRenderingMode?)
}
