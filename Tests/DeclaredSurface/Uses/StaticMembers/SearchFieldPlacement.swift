// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4c8351c5b8 static SearchFieldPlacement.automatic
@MainActor func use_4c8351c5b8() {
    let _: SearchFieldPlacement = SearchFieldPlacement.automatic
}

// u230c9837e5 static SearchFieldPlacement.toolbar
@MainActor func use_230c9837e5() {
    let _: SearchFieldPlacement = SearchFieldPlacement.toolbar
}

// u3db914f783 static SearchFieldPlacement.sidebar
@MainActor func use_3db914f783() {
    let _: SearchFieldPlacement = SearchFieldPlacement.sidebar
}

// ue7a05cbd3b static SearchFieldPlacement.navigationBarDrawer
@MainActor func use_e7a05cbd3b() {
    let _: SearchFieldPlacement = SearchFieldPlacement.navigationBarDrawer
}

// ubcebcac128 static SearchFieldPlacement.navigationBarDrawer(displayMode:
//   SearchFieldPlacement.NavigationBarDrawerDisplayMode)
@MainActor func use_bcebcac128() {
    let _: SearchFieldPlacement = SearchFieldPlacement.navigationBarDrawer(
        displayMode: sample() as SearchFieldPlacement.NavigationBarDrawerDisplayMode
    )
}

// u94e64044a9 static SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic
@MainActor func use_94e64044a9() {
    let _: SearchFieldPlacement.NavigationBarDrawerDisplayMode =
        SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic
}

// ud32730ff6f static SearchFieldPlacement.NavigationBarDrawerDisplayMode.always
@MainActor func use_d32730ff6f() {
    let _: SearchFieldPlacement.NavigationBarDrawerDisplayMode =
        SearchFieldPlacement.NavigationBarDrawerDisplayMode.always
}
