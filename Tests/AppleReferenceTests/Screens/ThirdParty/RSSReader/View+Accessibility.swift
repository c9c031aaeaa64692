// martinomamic/RSSReader RSSReaderKit/Sources/Common/Accessibility/View+Accessibility.swift
// at 2f77d592c397eee8ca8fb9746f6e4cf206f267d1, MIT (Tests/AppleReferenceTests/Licences/martinomamic-RSSReader.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation
//
//  View+Accessibility.swift
//  RSSReaderKit
//
//  Created by Martino Mamić on 19.04.25.
//


public extension View {
    func testId(_ id: String) -> some View {
        accessibilityIdentifier(id)
    }
}
