#!/usr/bin/env python3
"""Generates Sources/DemoKitCore/Text/UnicodeWidthTable.swift from the
Unicode Character Database.

Usage:
    Scripts/generate-unicode-width-table.py [--ucd DIR] [--output FILE] [--check]

The data files come from Debian's `unicode-data` package
(`apt-get install unicode-data`, files under /usr/share/unicode):

    UnicodeData.txt                       general category
    EastAsianWidth.txt                    wide (W) and fullwidth (F)
    DerivedCoreProperties.txt             Default_Ignorable_Code_Point
    PropList.txt                          Prepended_Concatenation_Mark, Bidi_Control
    extracted/DerivedBidiClass.txt        right-to-left letters (R, AL)
    emoji/emoji-data.txt                  Emoji, Extended_Pictographic
    auxiliary/GraphemeBreakProperty.txt   Grapheme_Cluster_Break

The output is written only when its content changes, so running the script
again does not make SwiftPM recompile DemoKitCore. `--check` writes nothing
and exits with status 1 when the committed file is out of date.

Every code point gets one 6-bit class (see FLAG_* below). Its width is what
the scalar adds to its grapheme cluster wherever it stands, which is what
wcwidth-based terminals (glibc, hence tmux, xterm, VTE) draw; only emoji
sequences, flagged complex, need the cluster as a whole. The classes are
stored in a two-level table: the high bits of a scalar pick a 256-entry
block, the low 8 bits an entry in it; identical blocks are stored once.
Both levels are emitted as string literals of printable ASCII ('0' + value),
which compile instantly and are read through StaticString without any
initialisation at run time.
"""

import argparse
import os
import re
import sys

# The bits of a class. Keep in sync with UnicodeWidthTable+Lookup.swift.
WIDTH_MASK = 0b11          # columns the scalar adds to its cluster: 0, 1 or 2
FLAG_COMPLEX = 1 << 2      # the cluster's width is not the sum of its scalars' widths
FLAG_EXTENDS = 1 << 3      # never starts a grapheme cluster after a base (Extend, ...)
FLAG_EMOJI = 1 << 4        # Emoji=Yes: FE0F gives it emoji presentation
FLAG_PICTOGRAPHIC = 1 << 5  # Extended_Pictographic=Yes: joins emoji ZWJ sequences

BLOCK_SIZE = 256
MAX_SCALAR = 0x10FFFF

# Unassigned code points that East_Asian_Width gives W by default
# (see the header of EastAsianWidth.txt).
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]

SOFT_HYPHEN = 0x00AD
ZERO_WIDTH_JOINER = 0x200D
EMOJI_PRESENTATION = 0xFE0F
CARRIAGE_RETURN = 0x0D
# Default ignorable, yet terminals give them cells like any Hangul jamo.
HANGUL_FILLERS = (0x115F, 0x3164, 0xFFA0)

# Format characters a terminal would act on or hide, besides Bidi_Control
# (read from PropList.txt) and the line and paragraph separators (Zl, Zp):
# the deprecated shaping and symmetric-swapping controls and the interlinear
# annotation controls. The encoder shows each of them, like a control
# character, as one visible column (see ANSIEncoder.visibleStandIn), so the
# table gives them 1. Keep in sync with ANSIEncoder.
SHOWN_FORMAT_CONTROLS = [(0x206A, 0x206F), (0xFFF9, 0xFFFB)]

# Corrections that Unicode 16.0 made to code points already assigned in
# 15.0, which wcwidth and C libraries with Unicode 16 data (glibc 2.41) draw:
# the Yijing trigrams, digrams and hexagrams, the Tai Xuan Jing symbols and
# the counting rod numerals became East Asian Wide. AHOM CONSONANT SIGN
# MEDIAL RA (U+1171E) became a spacing mark too, but stays the nonspacing
# mark of 15.0 here: alone, wcwidth and tmux both give it no column (wcwidth
# gives a spacing mark without a base none), and a width that only a base
# gives would make widths depend on what stands before a mark.
UNICODE_16_WIDE = [(0x2630, 0x2637), (0x268A, 0x268F), (0x4DC0, 0x4DFF),
                   (0x1D300, 0x1D356), (0x1D360, 0x1D376)]


def parse_ranges(path, wanted=None):
    """Yields (first, last, value) for each data line of a UCD property file."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            if len(fields) < 2:
                continue
            bounds = fields[0].split("..")
            first = int(bounds[0], 16)
            last = int(bounds[-1], 16)
            value = fields[1]
            if wanted is None or value in wanted:
                yield first, last, value


def file_version(path):
    """The version in the first line, e.g. '# EastAsianWidth-15.0.0.txt'."""
    with open(path, encoding="utf-8") as handle:
        first = handle.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first)
    if match:
        return match.group(1)
    return None


def emoji_version(path):
    """emoji-data.txt names its version in a 'Version:' comment or in the
    E-numbers of its entries; the newest E-number is the emoji version."""
    newest = (0, 0)
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = re.search(r"#\s*E(\d+)\.(\d+)", line)
            if match:
                newest = max(newest, (int(match.group(1)), int(match.group(2))))
    return "%d.%d" % newest


def load_unicode_data(path):
    """General category of assigned code points."""
    category = {}
    range_start = None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split(";")
            value = int(fields[0], 16)
            name = fields[1]
            if name.endswith(", First>"):
                range_start = value
                continue
            if name.endswith(", Last>") and range_start is not None:
                values = range(range_start, value + 1)
                range_start = None
            else:
                values = [value]
            for scalar in values:
                category[scalar] = fields[2]
    return category


def build_classes(ucd):
    category = load_unicode_data(os.path.join(ucd, "UnicodeData.txt"))

    wide = bytearray(MAX_SCALAR + 1)
    for first, last, value in parse_ranges(os.path.join(ucd, "EastAsianWidth.txt"), {"W", "F"}):
        for scalar in range(first, last + 1):
            wide[scalar] = 1
    for first, last in DEFAULT_WIDE:
        for scalar in range(first, last + 1):
            if scalar not in category:
                wide[scalar] = 1
    for first, last in UNICODE_16_WIDE:
        for scalar in range(first, last + 1):
            wide[scalar] = 1

    ignorable = bytearray(MAX_SCALAR + 1)
    path = os.path.join(ucd, "DerivedCoreProperties.txt")
    for first, last, _ in parse_ranges(path, {"Default_Ignorable_Code_Point"}):
        for scalar in range(first, last + 1):
            ignorable[scalar] = 1

    concatenation = bytearray(MAX_SCALAR + 1)
    shown = bytearray(MAX_SCALAR + 1)
    path = os.path.join(ucd, "PropList.txt")
    for first, last, value in parse_ranges(path, {"Prepended_Concatenation_Mark", "Bidi_Control"}):
        target = concatenation if value == "Prepended_Concatenation_Mark" else shown
        for scalar in range(first, last + 1):
            target[scalar] = 1
    for first, last in SHOWN_FORMAT_CONTROLS:
        for scalar in range(first, last + 1):
            shown[scalar] = 1

    emoji = bytearray(MAX_SCALAR + 1)
    pictographic = bytearray(MAX_SCALAR + 1)
    modifier = bytearray(MAX_SCALAR + 1)
    path = os.path.join(ucd, "emoji", "emoji-data.txt")
    for first, last, value in parse_ranges(path, {"Emoji", "Extended_Pictographic", "Emoji_Modifier"}):
        target = {"Emoji": emoji, "Extended_Pictographic": pictographic, "Emoji_Modifier": modifier}[value]
        for scalar in range(first, last + 1):
            target[scalar] = 1

    grapheme = {}
    path = os.path.join(ucd, "auxiliary", "GraphemeBreakProperty.txt")
    for first, last, value in parse_ranges(path):
        for scalar in range(first, last + 1):
            grapheme[scalar] = value

    classes = bytearray(MAX_SCALAR + 1)
    for scalar in range(MAX_SCALAR + 1):
        if 0xD800 <= scalar <= 0xDFFF:
            continue  # not a Unicode scalar
        general = category.get(scalar)
        break_class = grapheme.get(scalar, "Other")
        assigned = general is not None

        # The columns the scalar adds to its cluster, as wcwidth draws it.
        if scalar < 0x20 or 0x7F <= scalar <= 0x9F:
            width = 1  # shown escaped, as one control picture or U+FFFD
        elif shown[scalar] or general in ("Zl", "Zp"):
            width = 1  # shown escaped, as U+2424, U+00B6 or U+FFFD
        elif scalar == SOFT_HYPHEN or concatenation[scalar]:
            width = 1  # format characters that terminals draw
        elif scalar in HANGUL_FILLERS:
            width = 2 if wide[scalar] else 1
        elif modifier[scalar]:
            width = 2  # a lone skin-tone swatch; after an emoji it adds nothing
        elif general == "Mc":
            # Spacing marks take a cell in every wcwidth terminal, and the
            # East Asian Wide ones (U+302E, U+16FF0) two, as glibc gives them.
            width = 2 if wide[scalar] else 1
        elif ignorable[scalar] or general in ("Mn", "Me", "Cf") or break_class in ("V", "T"):
            width = 0  # Hangul medial vowels and final consonants too, as in wcwidth
        elif wide[scalar] or (not assigned and pictographic[scalar]):
            width = 2  # unassigned Extended_Pictographic: future emoji are wide
        else:
            width = 1

        flags = width
        extends = break_class in ("Extend", "SpacingMark", "ZWJ", "V", "T", "Regional_Indicator")
        if not assigned:
            # Swift segments with a newer Unicode than this table: a code point
            # unassigned here may be a mark there. Let the cluster decide.
            extends = True
        if extends:
            flags |= FLAG_EXTENDS
        # Only emoji sequences make a cluster's width differ from the sum of
        # its scalars' widths; Prepend is flagged too so that nothing joined
        # to it is taken for the start of a cluster.
        complex_ = (
            not assigned
            or scalar in (CARRIAGE_RETURN, ZERO_WIDTH_JOINER, EMOJI_PRESENTATION)
            or modifier[scalar]
            or break_class == "Prepend"
        )
        if complex_:
            flags |= FLAG_COMPLEX
        if emoji[scalar]:
            flags |= FLAG_EMOJI
        if pictographic[scalar]:
            flags |= FLAG_PICTOGRAPHIC

        classes[scalar] = flags
    return classes


def right_to_left_ranges(ucd):
    """The merged ranges of Bidi_Class R and AL, unassigned code points
    included as the '@missing' lines of DerivedBidiClass.txt give them."""
    path = os.path.join(ucd, "extracted", "DerivedBidiClass.txt")
    names = {"Right_To_Left": "R", "Arabic_Letter": "AL"}
    bidi = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = re.match(r"#\s*@missing:\s*([0-9A-F]+)\.\.([0-9A-F]+);\s*(\w+)", line)
            if match:
                value = names.get(match.group(3), "other")
                for scalar in range(int(match.group(1), 16), int(match.group(2), 16) + 1):
                    bidi[scalar] = value
    for first, last, value in parse_ranges(path):
        for scalar in range(first, last + 1):
            bidi[scalar] = value
    ranges = []
    for scalar in sorted(scalar for scalar, value in bidi.items() if value in ("R", "AL")):
        if ranges and ranges[-1][1] == scalar - 1:
            ranges[-1][1] = scalar
        else:
            ranges.append([scalar, scalar])
    return ranges


def encode(values):
    """Printable ASCII, one character per 6-bit value; '\\' escaped."""
    text = "".join(chr(0x30 + value) for value in values)
    return text.replace("\\", "\\\\")


def literal(name, values, per_line, doc):
    lines = []
    for start in range(0, len(values), per_line):
        lines.append("        " + encode(values[start:start + per_line]))
    # Escaped newlines join the lines; the last one ends the literal.
    lines = [line + "\\" for line in lines[:-1]] + lines[-1:]
    return (
        "    /// %s\n"
        "    static let %s: StaticString = \"\"\"\n%s\n        \"\"\"\n" % (doc, name, "\n".join(lines))
    )


def render(classes, right_to_left, versions):
    blocks = []
    block_ids = {}
    stage1 = []
    for start in range(0, MAX_SCALAR + 1, BLOCK_SIZE):
        block = bytes(classes[start:start + BLOCK_SIZE])
        if block not in block_ids:
            block_ids[block] = len(blocks)
            blocks.append(block)
        stage1.append(block_ids[block])
    if len(blocks) >= 64 * 64:
        raise SystemExit("too many blocks for two 6-bit digits: %d" % len(blocks))

    stage1_digits = []
    for index in stage1:
        stage1_digits.extend((index >> 6, index & 63))
    stage2 = [value for block in blocks for value in block]
    for value in stage2:
        assert value < 64

    unicode_version = versions["ucd"]
    header = f"""\
// This file is generated by Scripts/generate-unicode-width-table.py. Do not edit.
//
// Unicode {unicode_version} (Debian's unicode-data package): EastAsianWidth.txt,
// UnicodeData.txt, DerivedCoreProperties.txt, PropList.txt, DerivedBidiClass.txt,
// GraphemeBreakProperty.txt and emoji/emoji-data.txt (emoji {versions["emoji"]}).
//
// Grapheme clusters themselves come from the Swift standard library, which
// segments by a newer Unicode version; code points unassigned in Unicode
// {unicode_version} are flagged `complex` and `extends`, so the per-cluster rules
// decide their width. {len(blocks)} distinct blocks of {BLOCK_SIZE} code points.

/// The width class of every Unicode scalar, generated from the Unicode
/// Character Database.
///
/// A class is six bits: the columns the scalar adds to its cluster
/// (bits 0-1), then `complex`, `extends`, `emoji` and `pictographic`. See
/// `UnicodeWidthTable+Lookup.swift` for how they are read.
enum UnicodeWidthTable {{
    /// The Unicode version of the data the table was generated from.
    static let unicodeVersion = "{unicode_version}"

"""
    body = literal(
        "blockIndex", stage1_digits, 128,
        "For each 256-scalar block, two base-64 digits ('0' + value) naming its entry in `blocks`.")
    body += "\n"
    body += literal(
        "blocks", stage2, 128,
        "The distinct blocks, 256 classes each, one character ('0' + class) per scalar.")
    body += "\n"
    body += (
        "    /// The scalars of Bidi_Class R and AL (right-to-left letters; from\n"
        "    /// extracted/DerivedBidiClass.txt), as sorted, disjoint ranges.\n"
        "    static let rightToLeftRanges: [ClosedRange<UInt32>] = [\n")
    for start in range(0, len(right_to_left), 4):
        row = right_to_left[start:start + 4]
        body += "        " + " ".join("0x%04X...0x%04X," % (first, last) for first, last in row) + "\n"
    body += "    ]\n"
    return header + body + "}\n"


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ucd", default="/usr/share/unicode", help="the Unicode data directory")
    parser.add_argument(
        "--output", default=os.path.join(root, "Sources", "DemoKitCore", "Text", "UnicodeWidthTable.swift"))
    parser.add_argument("--check", action="store_true", help="fail if the output is out of date")
    arguments = parser.parse_args()

    required = ["UnicodeData.txt", "EastAsianWidth.txt", "DerivedCoreProperties.txt", "PropList.txt",
                os.path.join("emoji", "emoji-data.txt"), os.path.join("auxiliary", "GraphemeBreakProperty.txt"),
                os.path.join("extracted", "DerivedBidiClass.txt")]
    for name in required:
        path = os.path.join(arguments.ucd, name)
        if not os.path.exists(path):
            sys.stderr.write(
                "error: No Unicode data file at '%s'. Install Debian's unicode-data package "
                "(apt-get install unicode-data) or pass --ucd with the directory that holds it.\n" % path)
            return 66

    versions = {
        "ucd": file_version(os.path.join(arguments.ucd, "EastAsianWidth.txt")) or "unknown",
        "emoji": emoji_version(os.path.join(arguments.ucd, "emoji", "emoji-data.txt")),
    }
    for name in ["DerivedCoreProperties.txt", os.path.join("auxiliary", "GraphemeBreakProperty.txt"),
                 os.path.join("extracted", "DerivedBidiClass.txt")]:
        version = file_version(os.path.join(arguments.ucd, name))
        if version and version != versions["ucd"]:
            sys.stderr.write("error: %s is Unicode %s but EastAsianWidth.txt is %s.\n"
                             % (name, version, versions["ucd"]))
            return 65

    content = render(build_classes(arguments.ucd), right_to_left_ranges(arguments.ucd), versions)
    existing = None
    if os.path.exists(arguments.output):
        with open(arguments.output, encoding="utf-8") as handle:
            existing = handle.read()
    if existing == content:
        print("%s is up to date (Unicode %s)." % (arguments.output, versions["ucd"]))
        return 0
    if arguments.check:
        sys.stderr.write("error: %s is out of date. Run Scripts/generate-unicode-width-table.py.\n"
                         % arguments.output)
        return 1
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write(content)
    print("Wrote %s (Unicode %s)." % (arguments.output, versions["ucd"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
