// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u21eff66d18 SubscriptionView.init(content: Content, publisher: PublisherType, action: (PublisherType.Output) -> Void)
@MainActor func use_21eff66d18<PublisherType: Publisher, Content: View>(
    _ generics: (PublisherType, Content).Type
) where PublisherType.Failure == Never {
    let _: SubscriptionView<PublisherType, Content> = SubscriptionView(
        content: sample() as Content,
        publisher: sample() as PublisherType,
        action: sample() as (PublisherType.Output) -> Void
    )
}
