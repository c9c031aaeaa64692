// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8e1e215313 SubscriptionView
@MainActor func use_8e1e215313<PublisherType: Publisher, Content: View>(
    _ generics: (PublisherType, Content).Type
) where PublisherType.Failure == Never {
    let _: Any.Type = SubscriptionView<PublisherType, Content>.self
}
