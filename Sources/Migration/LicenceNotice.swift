import SourceModel

/// An open-source licence granted in a file's opening comment (`Permission is hereby granted, free
/// of charge…`), with the copyright holder it names: the terms another project's code comes with.
/// Where few of a project's files carry one, and the file was not made in the app's own Xcode
/// project, the file is that project's code copied in (`CopiedLibraries`).
public struct LicenceNotice: Equatable, Sendable {
    /// The licence's usual name (`MIT`, `BSD`, `Apache`, `zlib`, `Apple sample code`).
    var licence: String
    /// The holder the copyright line names (`Joan Lluch`, `enormego`), if it names one.
    var holder: String?

    /// The words that grant each licence, as its text writes them.
    private static let grants: [(words: [UInt8], licence: String)] = [
        (Array("Permission is hereby granted, free of charge".utf8), "MIT"),
        (Array("Redistribution and use in source and binary forms".utf8), "BSD"),
        (Array("Licensed under the Apache License".utf8), "Apache"),
        (Array("This software is provided 'as-is'".utf8), "zlib"),
        (Array("GNU General Public License".utf8), "GPL"),
        // Apple's sample code (UIImage+ImageEffects, Reachability), copied into many apps of the UIKit years.
        (Array("This Apple software is supplied to you by Apple".utf8), "Apple sample code"),
    ]

    /// The licences a project's own licence file names by its title, where the text does not grant in
    /// the words a file's notice uses (Apache's and the GNU licences' full texts).
    private static let titles: [(words: [UInt8], licence: String)] = [
        (Array("Apache License".utf8), "Apache"), (Array("GNU LESSER GENERAL PUBLIC LICENSE".utf8), "LGPL"),
        (Array("GNU GENERAL PUBLIC LICENSE".utf8), "GPL"), (Array("Mozilla Public License".utf8), "MPL"),
    ]

    /// The copyright holder a licence file's text names (`Copyright (c) 2017 changsanjiang`), if it names one.
    public static func holder(ofText text: [UInt8]) -> String? {
        holder(in: text)
    }

    /// The licence a licence file's text (`LICENSE` at a repository's root) grants, if it is one of these.
    public static func licence(ofText text: [UInt8]) -> String? {
        (grants + titles).first { !ByteScan.occurrences(of: $0.words, in: text).isEmpty }?.licence
    }

    /// The notice in the opening comment `header`, if it grants one of these licences.
    init?(header: [UInt8]) {
        guard let grant = Self.grants.first(where: { !ByteScan.occurrences(of: $0.words, in: header).isEmpty })
        else { return nil }
        licence = grant.licence
        holder = Self.holder(in: header)
    }

    /// The holder after the first `Copyright` in `header`: the words after its `(c)`, `©` and years, up to
    /// an address, a full stop or the line's end (`Copyright (c) 2013 Joan Lluch <joan@…>` gives `Joan Lluch`).
    private static func holder(in header: [UInt8]) -> String? {
        guard let start = ByteScan.occurrences(of: Array("Copyright".utf8), in: header).first else { return nil }
        let line = String(decoding: header[(start + 9)...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, ["(c)", "(C)", "©", "-", "by"].contains(first) || first.first?.isNumber == true {
            words.removeFirst()
        }
        let kept = words.prefix { !$0.hasPrefix("<") && !$0.hasPrefix("(") && !$0.hasPrefix("http") && $0 != "All" }
        let name = kept.joined(separator: " ").trimming([".", ",", " "])
        return name.isEmpty || name.count > 60 ? nil : name
    }

    /// How a finding names the copy: `MIT licence (© Joan Lluch)`.
    var description: String {
        "\(licence) licence" + (holder.map { " (© \($0))" } ?? "")
    }
}

private extension String {
    /// The string without the characters of `set` at either end.
    func trimming(_ set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
