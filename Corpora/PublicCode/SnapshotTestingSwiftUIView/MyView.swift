// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/pointfreeco/swift-snapshot-testing/blob/6bb6c9ae9970387eeb4b8394c34bd8c350030500/Tests/SnapshotTestingTests/SnapshotTestingTests.swift (lines 1275-1285)
// Licence: MIT, Copyright (c) 2019 Point-Free, Inc. (full text: LICENSES/pointfreeco-swift-snapshot-testing.txt)
// The file's own `import SwiftUI` (its line 14), made conditional:
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

      struct MyView: SwiftUI.View {
        var body: some SwiftUI.View {
          HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
          }
          .padding(5)
          .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
          .padding(10)
        }
      }
