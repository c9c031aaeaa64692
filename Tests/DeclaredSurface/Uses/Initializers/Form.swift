// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udf3daaebe3 Form.init(content: () -> Content)
@MainActor func use_df3daaebe3<Content: View>(_ generics: (Content).Type) {
    let _: Form<Content> = Form(content: sample() as () -> Content)
    let _: Form<_> = Form(content: { Text(""); Text("") })
}

// ud24a6a8c98 Form.init(_: FormStyleConfiguration) where Content == FormStyleConfiguration.Content
@MainActor func use_d24a6a8c98() {
    let _: Form<FormStyleConfiguration.Content> = Form(sample() as FormStyleConfiguration)
}
