// What the RSSReader pairs need from outside the files copied beside this one. The recorded frames show the
// feed list in its loading, empty and error states and the tab bar over it; the views of the other tabs, the
// feed rows, the pushed feed and the add-feed sheet are built but never on screen, and the view models read
// the app's repositories through swift-dependencies. Here: stand-ins with the names and initialisers the copied
// code calls. The two list models start `.loading`, as the originals do until their first load finishes (the
// tab bar's recording shows the spinner); the list tests set `state` themselves.
import DarkroomCompat
import Foundation

/// Stand-in for AllFeedsViewModel (FeedListFeature): the state the feed list draws, no repository.
@MainActor @Observable
public class AllFeedsViewModel: FeedListViewModelProtocol {
    public private(set) var feeds: [Feed] = []
    public var state: ViewState<[Feed]> = .loading

    public init() {}
    public func setupFeeds() {}
    public func toggleNotifications(_ feed: Feed) {}
    public func toggleFavorite(_ feed: Feed) {}
    public func removeFeed(at indexSet: IndexSet) {}
}

/// Stand-in for FavoriteFeedsViewModel (FeedListFeature): its own title, no add button, as the original's.
@MainActor @Observable
public class FavoriteFeedsViewModel: FeedListViewModelProtocol {
    public private(set) var feeds: [Feed] = []
    public var state: ViewState<[Feed]> = .loading
    public var showAddButton: Bool { false }
    public var navigationTitle: String { LocalizedStrings.FeedList.favoriteFeeds }

    public init() {}
    public func setupFeeds() {}
    public func toggleNotifications(_ feed: Feed) {}
    public func toggleFavorite(_ feed: Feed) {}
    public func removeFeed(at indexSet: IndexSet) {}
}

/// Stand-in for FeedItemsViewModel (FeedItemsFeature): the pushed feed's model, never built in a recording.
@MainActor
public final class FeedItemsViewModel {
    public init(feedURL: URL, feedTitle: String) {}
}

/// Stand-in for FeedItemsView (FeedItemsFeature): the pushed feed, not on screen.
public struct FeedItemsView: View {
    public init(viewModel: FeedItemsViewModel) {}
    public var body: some View { EmptyView() }
}

/// Stand-in for FeedRow (FeedListFeature): a list row, not drawn in the loading, empty and error states.
public struct FeedRow: View {
    public init(
        feed: Feed, onFavoriteToggle: @escaping () -> Void, onNotificationsToggle: @escaping () -> Void,
        notificationIcon: String, favoriteIcon: String
    ) {}
    public var body: some View { EmptyView() }
}

/// Stand-in for AddFeedView (FeedListFeature): the sheet, not presented.
public struct AddFeedView: View {
    public init() {}
    public var body: some View { EmptyView() }
}

/// Stand-in for ExploreView (ExploreFeature): another tab's content, not on screen.
public struct ExploreView: View {
    public init() {}
    public var body: some View { EmptyView() }
}

/// Stand-in for NotificationDebugView (NotificationRepository): another tab's content, not on screen.
public struct NotificationDebugView: View {
    public init() {}
    public var body: some View { EmptyView() }
}
