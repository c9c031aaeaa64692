// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua6675a7aae SubscriptionView.content
@MainActor func use_a6675a7aae<PublisherType: Publisher, Content: View>(
    _ subject: SubscriptionView<PublisherType, Content>,
    _ generics: (PublisherType, Content).Type
) where PublisherType.Failure == Never {
    var subject = subject
    let _: Content = subject.content
    subject.content = sample() as Content
}

// ufa39e0528a SubscriptionView.publisher
@MainActor func use_fa39e0528a<PublisherType: Publisher, Content: View>(
    _ subject: SubscriptionView<PublisherType, Content>,
    _ generics: (PublisherType, Content).Type
) where PublisherType.Failure == Never {
    var subject = subject
    let _: PublisherType = subject.publisher
    subject.publisher = sample() as PublisherType
}

// u7c65d9c777 SubscriptionView.action
@MainActor func use_7c65d9c777<PublisherType: Publisher, Content: View>(
    _ subject: SubscriptionView<PublisherType, Content>,
    _ generics: (PublisherType, Content).Type
) where PublisherType.Failure == Never {
    var subject = subject
    let _: (PublisherType.Output) -> Void = subject.action
    subject.action = sample() as (PublisherType.Output) -> Void
}
