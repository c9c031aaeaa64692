// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u460f6fb348 static ContentUnavailableView.search where Label == SearchUnavailableContent.Label, Description ==
//   SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
@MainActor func use_460f6fb348() {
    let _: ContentUnavailableView<
        SearchUnavailableContent.Label,
        SearchUnavailableContent.Description,
        SearchUnavailableContent.Actions
    > = ContentUnavailableView<
        SearchUnavailableContent.Label,
        SearchUnavailableContent.Description,
        SearchUnavailableContent.Actions
    >.search
}

// u1641075ecc static ContentUnavailableView.search(text: String) where Label == SearchUnavailableContent.Label,
//   Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
@MainActor func use_1641075ecc() {
    let _: ContentUnavailableView<
        SearchUnavailableContent.Label,
        SearchUnavailableContent.Description,
        SearchUnavailableContent.Actions
    > = ContentUnavailableView<
        SearchUnavailableContent.Label,
        SearchUnavailableContent.Description,
        SearchUnavailableContent.Actions
    >.search(text: sample() as String)
}
