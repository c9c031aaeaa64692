// martinomamic/RSSReader RSSReaderKit/Sources/SharedUI/EmptyStateView.swift
// at 2f77d592c397eee8ca8fb9746f6e4cf206f267d1, MIT (Tests/AppleReferenceTests/Licences/martinomamic-RSSReader.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation
//
//  EmptyStateView.swift
//  RSSReaderKit
//
//  Created by Martino Mamić on 19.04.25.
//


public struct EmptyStateView: View {
    let title: String
    let systemImage: String
    let description: String
    let primaryAction: (() -> Void)?
    let primaryActionLabel: String?
    
    public init(
        title: String,
        systemImage: String,
        description: String,
        primaryAction: (() -> Void)? = nil,
        primaryActionLabel: String? = nil
    ) {
        self.title = title
        self.systemImage = systemImage
        self.description = description
        self.primaryAction = primaryAction
        self.primaryActionLabel = primaryActionLabel
    }
    
    public var body: some View {
        ContentUnavailableView {
            Label(title, systemImage: systemImage)
        } description: {
            Text(description)
        } actions: {
            if let primaryAction,
                let primaryActionLabel {
                Button(action: primaryAction) {
                    Text(primaryActionLabel)
                }
                .buttonStyle(.bordered)
            }
        }
    }
}

#Preview {
    EmptyStateView(
        title: "No Items",
        systemImage: "tray",
        description: "Add items to get started",
        primaryAction: {},
        primaryActionLabel: "Add Item"
    )
}
