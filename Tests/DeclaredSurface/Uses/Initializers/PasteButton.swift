// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3407bd420e PasteButton.init(supportedContentTypes: [UTType], payloadAction: ([NSItemProvider]) -> Void)
@MainActor func use_3407bd420e() {
    let _: PasteButton = PasteButton(
        supportedContentTypes: sample() as [UTType],
        payloadAction: sample() as ([NSItemProvider]) -> Void
    )
}

// udf41f3ebab PasteButton.init<T>(payloadType: T.Type, onPaste: ([T]) -> Void) where T : Transferable
@MainActor func use_df41f3ebab<T: Transferable>(_ generics: (T).Type) {
    let _: PasteButton = PasteButton(payloadType: sample() as T.Type, onPaste: sample() as ([T]) -> Void)
}
