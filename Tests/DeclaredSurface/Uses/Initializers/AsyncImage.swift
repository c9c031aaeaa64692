// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u06859ea32f AsyncImage.init(url: URL?, scale: CGFloat) where Content == Image
@MainActor func use_06859ea32f() {
    let _: AsyncImage<Image> = AsyncImage(url: sample() as URL?, scale: sample() as CGFloat)
    let _: AsyncImage<Image> = AsyncImage(url: sample() as URL?)
}

// u664e3ca34d AsyncImage.init<I, P>(url: URL?, scale: CGFloat, content: (Image) -> I, placeholder: () -> P) where
//   Content == _ConditionalContent<I, P>, I : View, P : View
@MainActor func use_664e3ca34d<I: View, P: View>(_ generics: (I, P).Type) {
    _ = AsyncImage(
        url: sample() as URL?,
        scale: sample() as CGFloat,
        content: sample() as (Image) -> I,
        placeholder: sample() as () -> P
    )
    _ = AsyncImage(url: sample() as URL?, content: sample() as (Image) -> I, placeholder: sample() as () -> P)
    _ = AsyncImage(
        url: sample() as URL?,
        scale: sample() as CGFloat,
        content: { (_: Image) in Text(""); Text("") },
        placeholder: { Text(""); Text("") }
    )
}

// u97fef75bfb AsyncImage.init(url: URL?, scale: CGFloat, transaction: Transaction, content: (AsyncImagePhase) ->
//   Content)
@MainActor func use_97fef75bfb<Content: View>(_ generics: (Content).Type) {
    let _: AsyncImage<Content> = AsyncImage(
        url: sample() as URL?,
        scale: sample() as CGFloat,
        transaction: sample() as Transaction,
        content: sample() as (AsyncImagePhase) -> Content
    )
    let _: AsyncImage<Content> = AsyncImage(url: sample() as URL?, content: sample() as (AsyncImagePhase) -> Content)
    let _: AsyncImage<_> = AsyncImage(
        url: sample() as URL?,
        scale: sample() as CGFloat,
        transaction: sample() as Transaction,
        content: { (_: AsyncImagePhase) in Text(""); Text("") }
    )
}
