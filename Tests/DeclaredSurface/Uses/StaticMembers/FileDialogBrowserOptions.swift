// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3542c85987 static FileDialogBrowserOptions.enumeratePackages
@MainActor func use_3542c85987() {
    let _: FileDialogBrowserOptions = FileDialogBrowserOptions.enumeratePackages
}

// uea0f8447cc static FileDialogBrowserOptions.includeHiddenFiles
@MainActor func use_ea0f8447cc() {
    let _: FileDialogBrowserOptions = FileDialogBrowserOptions.includeHiddenFiles
}

// u362cbb173b static FileDialogBrowserOptions.displayFileExtensions
@MainActor func use_362cbb173b() {
    let _: FileDialogBrowserOptions = FileDialogBrowserOptions.displayFileExtensions
}
