// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7e1341ee88 NavigationSplitView.init(sidebar: () -> Sidebar, content: () -> Content, detail: () -> Detail)
@MainActor func use_7e1341ee88<Sidebar: View, Content: View, Detail: View>(
    _ generics: (Sidebar, Content, Detail).Type
) {
    let _: NavigationSplitView<Sidebar, Content, Detail> = NavigationSplitView(
        sidebar: sample() as () -> Sidebar,
        content: sample() as () -> Content,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, _, _> = NavigationSplitView(
        sidebar: { Text(""); Text("") },
        content: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// u83a99c92b1 NavigationSplitView.init(columnVisibility: Binding<NavigationSplitViewVisibility>, sidebar: () ->
//   Sidebar, content: () -> Content, detail: () -> Detail)
@MainActor func use_83a99c92b1<Sidebar: View, Content: View, Detail: View>(
    _ generics: (Sidebar, Content, Detail).Type
) {
    let _: NavigationSplitView<Sidebar, Content, Detail> = NavigationSplitView(
        columnVisibility: sample() as Binding<NavigationSplitViewVisibility>,
        sidebar: sample() as () -> Sidebar,
        content: sample() as () -> Content,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, _, _> = NavigationSplitView(
        columnVisibility: sample() as Binding<NavigationSplitViewVisibility>,
        sidebar: { Text(""); Text("") },
        content: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// u7edbccd9a8 NavigationSplitView.init(sidebar: () -> Sidebar, detail: () -> Detail) where Content == EmptyView
@MainActor func use_7edbccd9a8<Sidebar: View, Detail: View>(_ generics: (Sidebar, Detail).Type) {
    let _: NavigationSplitView<Sidebar, EmptyView, Detail> = NavigationSplitView(
        sidebar: sample() as () -> Sidebar,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, EmptyView, _> = NavigationSplitView(
        sidebar: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// u148641cdab NavigationSplitView.init(columnVisibility: Binding<NavigationSplitViewVisibility>, sidebar: () ->
//   Sidebar, detail: () -> Detail) where Content == EmptyView
@MainActor func use_148641cdab<Sidebar: View, Detail: View>(_ generics: (Sidebar, Detail).Type) {
    let _: NavigationSplitView<Sidebar, EmptyView, Detail> = NavigationSplitView(
        columnVisibility: sample() as Binding<NavigationSplitViewVisibility>,
        sidebar: sample() as () -> Sidebar,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, EmptyView, _> = NavigationSplitView(
        columnVisibility: sample() as Binding<NavigationSplitViewVisibility>,
        sidebar: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// u7f53f19133 NavigationSplitView.init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, sidebar: () ->
//   Sidebar, content: () -> Content, detail: () -> Detail)
@MainActor func use_7f53f19133<Sidebar: View, Content: View, Detail: View>(
    _ generics: (Sidebar, Content, Detail).Type
) {
    let _: NavigationSplitView<Sidebar, Content, Detail> = NavigationSplitView(
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: sample() as () -> Sidebar,
        content: sample() as () -> Content,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, _, _> = NavigationSplitView(
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: { Text(""); Text("") },
        content: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// ub6ddd39ef5 NavigationSplitView.init(columnVisibility: Binding<NavigationSplitViewVisibility>,
//   preferredCompactColumn: Binding<NavigationSplitViewColumn>, sidebar: () -> Sidebar, content: () -> Content, detail:
//   () -> Detail)
@MainActor func use_b6ddd39ef5<Sidebar: View, Content: View, Detail: View>(
    _ generics: (Sidebar, Content, Detail).Type
) {
    let _: NavigationSplitView<Sidebar, Content, Detail> = NavigationSplitView(
        columnVisibility: sample() as Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: sample() as () -> Sidebar,
        content: sample() as () -> Content,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, _, _> = NavigationSplitView(
        columnVisibility: sample() as Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: { Text(""); Text("") },
        content: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// uf94e4c65c2 NavigationSplitView.init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, sidebar: () ->
//   Sidebar, detail: () -> Detail) where Content == EmptyView
@MainActor func use_f94e4c65c2<Sidebar: View, Detail: View>(_ generics: (Sidebar, Detail).Type) {
    let _: NavigationSplitView<Sidebar, EmptyView, Detail> = NavigationSplitView(
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: sample() as () -> Sidebar,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, EmptyView, _> = NavigationSplitView(
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// u49c733bdef NavigationSplitView.init(columnVisibility: Binding<NavigationSplitViewVisibility>,
//   preferredCompactColumn: Binding<NavigationSplitViewColumn>, sidebar: () -> Sidebar, detail: () -> Detail) where
//   Content == EmptyView
@MainActor func use_49c733bdef<Sidebar: View, Detail: View>(_ generics: (Sidebar, Detail).Type) {
    let _: NavigationSplitView<Sidebar, EmptyView, Detail> = NavigationSplitView(
        columnVisibility: sample() as Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: sample() as () -> Sidebar,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, EmptyView, _> = NavigationSplitView(
        columnVisibility: sample() as Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// u242e9976e7 NavigationSplitView.init(columnVisibility: NavigationSplitViewVisibility, preferredCompactColumn:
//   Binding<NavigationSplitViewColumn>, sidebar: () -> Sidebar, content: () -> Content, detail: () -> Detail)
@MainActor func use_242e9976e7<Sidebar: View, Content: View, Detail: View>(
    _ generics: (Sidebar, Content, Detail).Type
) {
    let _: NavigationSplitView<Sidebar, Content, Detail> = NavigationSplitView(
        columnVisibility: sample() as NavigationSplitViewVisibility,
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: sample() as () -> Sidebar,
        content: sample() as () -> Content,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, _, _> = NavigationSplitView(
        columnVisibility: sample() as NavigationSplitViewVisibility,
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: { Text(""); Text("") },
        content: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}

// ubd795d4a65 NavigationSplitView.init(columnVisibility: NavigationSplitViewVisibility, preferredCompactColumn:
//   Binding<NavigationSplitViewColumn>, sidebar: () -> Sidebar, detail: () -> Detail) where Content == EmptyView
@MainActor func use_bd795d4a65<Sidebar: View, Detail: View>(_ generics: (Sidebar, Detail).Type) {
    let _: NavigationSplitView<Sidebar, EmptyView, Detail> = NavigationSplitView(
        columnVisibility: sample() as NavigationSplitViewVisibility,
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: sample() as () -> Sidebar,
        detail: sample() as () -> Detail
    )
    let _: NavigationSplitView<_, EmptyView, _> = NavigationSplitView(
        columnVisibility: sample() as NavigationSplitViewVisibility,
        preferredCompactColumn: sample() as Binding<NavigationSplitViewColumn>,
        sidebar: { Text(""); Text("") },
        detail: { Text(""); Text("") }
    )
}
