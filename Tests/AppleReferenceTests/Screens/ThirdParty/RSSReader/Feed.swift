// martinomamic/RSSReader RSSReaderKit/Sources/SharedModels/Feed.swift
// at 2f77d592c397eee8ca8fb9746f6e4cf206f267d1, MIT (Tests/AppleReferenceTests/Licences/martinomamic-RSSReader.txt):
// verbatim except its imports (Foundation: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation
//
//  Feed.swift
//  RSSReaderKit
//
//  Created by Martino Mamić on 12.04.25.
//


public struct Feed: Identifiable, Hashable, Sendable {
    public var id: String { url.absoluteString + isFavorite.description + notificationsEnabled.description }
    public let url: URL
    public var title: String?
    public var description: String?
    public var imageURL: URL?
    public var isFavorite: Bool
    public var notificationsEnabled: Bool

    public init(
        url: URL,
        title: String? = nil,
        description: String? = nil,
        imageURL: URL? = nil,
        isFavorite: Bool = false,
        notificationsEnabled: Bool = false
    ) {
        self.url = url
        self.title = title
        self.description = description
        self.imageURL = imageURL
        self.isFavorite = isFavorite
        self.notificationsEnabled = notificationsEnabled
    }

    public static func == (lhs: Feed, rhs: Feed) -> Bool {
        return lhs.id == rhs.id && lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
