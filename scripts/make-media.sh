#!/usr/bin/env bash
# Generates Marquee's demo HLS media with ffmpeg, so `npm start` needs nothing but Node:
#   apps/server/media/vod/demo/          a ~30 s film, two renditions (360p ~500 kbit/s, 720p ~1.2 Mbit/s);
#                                        master.m3u8 (HD profiles) has both, sd.m3u8 (SD profiles) 360p only;
#                                        subtitles/{en,pt}.vtt, its external WebVTT subtitles
#   apps/server/media/vod/advert/        an ~8 s advert, one rendition (360p), greens and blues
#   apps/server/media/vod/advert-offer/  a ~6 s second advert, one rendition (360p), magenta and
#                                        orange over a brighter, faster arpeggio
#   apps/server/media/vod/trailer/       a ~12 s trailer, one rendition (360p), warmer colours
# Each folder holds master.m3u8 and <rendition>/{index.m3u8,init.mp4,seg_NNN.m4s}, and
# thumbnails/sheet.jpg: one 320-px-wide frame per segment (taken from its middle), in a row in
# segment order, the seek-bar thumbnails of the live channels' catch-up that loop it.
#
# Choices, and why:
# - fMP4 segments (CMAF style) rather than MPEG-TS. hls.js 1.7 plays both in Chromium, but TS must
#   be transmuxed to fMP4 in JavaScript before Media Source Extensions accept it, while fMP4 goes
#   through hls.js's passthrough remuxer: less CPU and a faster first frame (our budget is p50
#   300 ms on localhost), smaller files (no 188-byte packet overhead) and the same segments also
#   suit native HLS in Safari.
# - H.264 Main profile, yuv420p, no B-frames: decodable everywhere, and without B-frames every
#   frame has PTS = DTS (no composition offsets), which keeps the server's live channels (looped
#   segments under EXT-X-PROGRAM-DATE-TIME) simple. Synthetic pictures lose nothing visible.
#   (Both tracks are shifted by the AAC encoder's 1024-sample priming, so video starts at
#   0.021 s in the segments' timeline; hls.js aligns that by itself.)
# - 25 fps, a keyframe exactly every 2 s (50 frames, scene cuts disabled) and 2 s segments, so
#   every segment starts with a keyframe, renditions switch on the same boundaries and every
#   segment of every rendition is exactly 2.000 s.
# - AAC-LC stereo 48 kHz: an arpeggio from aevalsrc over a lavfi sine drone, so there is real
#   audio to hear and to check (not silence).
# - Deterministic: fixed gradient seeds, one x264 thread per encoder (x264's frame threads make
#   its rate control vary from run to run) and bitexact muxing, so a rerun on the same ffmpeg
#   build reproduces the same bytes. The four titles are encoded in parallel instead.
# - The master playlists are written here rather than by ffmpeg, so BANDWIDTH is the measured
#   peak segment bit rate (as RFC 8216 asks), AVERAGE-BANDWIDTH the measured mean, and CODECS
#   is read from the avcC box of each init segment.
#
# Usage: scripts/make-media.sh                 (idempotent: it clears its own output folders first)
#        scripts/make-media.sh --sheets-only   only the thumbnail sheets, from the committed media
set -euo pipefail

die() {
  echo "make-media: $*" >&2
  exit 1
}

command -v ffmpeg >/dev/null 2>&1 ||
  die "ffmpeg is not installed. Install it with: apt-get install ffmpeg"
command -v ffprobe >/dev/null 2>&1 ||
  die "ffprobe is not installed (it ships with ffmpeg). Install it with: apt-get install ffmpeg"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VOD="$ROOT/apps/server/media/vod"
FPS=25
SEGMENT_SECONDS=2
GOP=$((FPS * SEGMENT_SECONDS))
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# Text (titles, running timecode, rendition label) needs drawtext and a font; without them the
# pictures still move, they just carry no text.
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_MONO=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
HAS_TEXT=0
# (Captured first: grep -q would close the pipe early and pipefail would report ffmpeg's SIGPIPE.)
FILTERS="$(ffmpeg -hide_banner -filters 2>/dev/null)"
if grep -q ' drawtext ' <<<"$FILTERS" &&
  [[ -f "$FONT_BOLD" && -f "$FONT_MONO" ]]; then
  HAS_TEXT=1
else
  echo "make-media: drawtext or DejaVu fonts missing; rendering without text" >&2
fi

# drawtext filter for a line of text, or nothing when text is unavailable.
# $1 font, $2 text, $3 size, $4 colour, $5 x expr, $6 y expr, $7 extra options (may be empty)
text() {
  if [[ $HAS_TEXT == 1 ]]; then
    printf ",drawtext=fontfile=%s:text='%s':fontsize=%s:fontcolor=%s:x='%s':y='%s'%s" \
      "$1" "$2" "$3" "$4" "$5" "$6" "${7:+:$7}"
  fi
}

# Audio graph: a plucked arpeggio over a four-chord loop (one chord per 2 s segment, four notes
# per chord, each note with a click-free envelope), slowly panned, over a quiet sine drone.
# $1 duration, $2 root frequency (Hz), $3..$6 chord roots in semitones, $7 chord index that is minor
audio_graph() {
  local d=$1 base=$2 r0=$3 r1=$4 r2=$5 r3=$6 minor=$7
  local c="mod(floor(t/2),4)" j="mod(floor(t*4),4)" u="(mod(t,0.25)/0.25)"
  local root="if(eq($c,0),$r0,if(eq($c,1),$r1,if(eq($c,2),$r2,$r3)))"
  local third="(4-eq($c,$minor))"
  local step="if(eq($j,0),0,if(eq($j,1),$third,if(eq($j,2),7,12)))"
  local f="($base*pow(2,($root+$step)/12))"
  local env="(min(1,$u*40)*pow(1-$u,2))"
  local note="$env*(0.30*sin(2*PI*$f*t)+0.08*sin(4*PI*$f*t))"
  local pan="0.2*sin(2*PI*t/8)"
  printf "aevalsrc=exprs='(0.8+%s)*%s|(0.8-%s)*%s':s=48000:c=stereo:d=%s[arp];" \
    "$pan" "$note" "$pan" "$note" "$d"
  printf "sine=frequency=%s:sample_rate=48000:d=%s,volume=0.12,pan=stereo|c0=c0|c1=c0[drone];" \
    "$(awk "BEGIN{print $base/2}")" "$d"
  printf "[arp][drone]amix=inputs=2:normalize=0,aformat=sample_fmts=fltp:channel_layouts=stereo"
}

# Video graph: a slowly turning gradient, a soft orb that drifts across it, a progress bar,
# the title, a running timecode and (after scaling) a label naming the rendition, so anyone
# watching can tell which rendition hls.js picked.
# $1 duration, $2 gradient colours c0:c1:c2, $3 gradient type, $4 seed, $5 orb colour,
# $6 title, $7 subtitle, $8.. renditions as WIDTHxHEIGHT@KBPS
video_graph() {
  local d=$1 colours=$2 type=$3 seed=$4 orb=$5 title=$6 subtitle=$7
  shift 7
  local renditions=("$@") n=$# i
  local c0 c1 c2
  IFS=: read -r c0 c1 c2 <<<"$colours"
  printf "gradients=s=1280x720:r=%s:d=%s:c0=%s:c1=%s:c2=%s:nb_colors=3:seed=%s:speed=0.02:type=%s,format=yuv420p[bg];" \
    "$FPS" "$d" "$c0" "$c1" "$c2" "$seed" "$type"
  # The orb is drawn once per frame by geq with an anti-aliased edge; 160 px is cheap enough.
  printf "color=c=%s:s=160x160:r=%s:d=%s,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='255*clip((76-hypot(X-80,Y-80))/2,0,1)'[orb];" \
    "$orb" "$FPS" "$d"
  printf "color=c=white@0.85:s=1280x6:r=%s:d=%s,format=rgba[bar];" "$FPS" "$d"
  printf "[bg][orb]overlay=x='(W-w)/2+440*sin(2*PI*t/10)':y='(H-h)/2-30+150*sin(2*PI*t/5)':shortest=1[o1];"
  printf "[o1][bar]overlay=x='-W+W*(t+1/%s)/%s':y=H-h:shortest=1" "$FPS" "$d"
  text "$FONT_BOLD" "MARQUEE" 46 "white" 64 56 "shadowcolor=black@0.4:shadowx=2:shadowy=2"
  text "$FONT_BOLD" "$subtitle" 30 "white@0.8" 66 116 ""
  text "$FONT_BOLD" "$title" 64 "white" "(w-tw)/2" "h*0.25" "shadowcolor=black@0.4:shadowx=3:shadowy=3"
  text "$FONT_MONO" '%{pts\:hms}' 60 "white" "(w-tw)/2" "h-th-72" \
    "box=1:boxcolor=black@0.45:boxborderw=18"
  if ((n == 1)); then
    printf "[s0]"
  else
    printf ",split=%s" "$n"
    for ((i = 0; i < n; i++)); do printf "[s%s]" "$i"; done
  fi
  for ((i = 0; i < n; i++)); do
    local size=${renditions[$i]%@*} kbps=${renditions[$i]#*@}
    local w=${size%x*} h=${size#*x}
    printf ";[s%s]scale=%s:%s:flags=bicubic" "$i" "$w" "$h"
    text "$FONT_MONO" "${h}p  ${kbps} kbit/s" "$((h / 24))" "white@0.85" "w-tw-$((h / 20))" \
      "$((h / 18))" "box=1:boxcolor=black@0.45:boxborderw=$((h / 60))"
    printf "[v%s]" "$i"
  done
}

# Height of a WIDTHxHEIGHT@KBPS rendition; renditions are named after it (360p, 720p).
height_of() {
  local size=${1%@*}
  echo "${size#*x}"
}

# Hex bytes of the avcC box's profile, constraint flags and level, for the CODECS attribute.
avc_codec() {
  local hex
  hex="$(od -An -tx1 -v "$1" | tr -d ' \n' | grep -o '6176634301[0-9a-f]\{6\}' | head -n 1)" ||
    die "no avcC box in $1"
  echo "avc1.${hex:10:6}"
}

# Measured "peak|average" bit rate of a media playlist's segments, in bit/s.
bit_rates() {
  local dir=$1 dur="" line peak=0 total_bits=0 total_dur=0
  while IFS= read -r line; do
    if [[ $line == "#EXTINF:"* ]]; then
      dur=${line#\#EXTINF:}
      dur=${dur%%,*}
    elif [[ $line != "#"* && -n $line ]]; then
      local bytes
      bytes=$(stat -c %s "$dir/$line")
      read -r peak total_bits total_dur < <(awk -v p="$peak" -v b="$bytes" -v d="$dur" \
        -v tb="$total_bits" -v td="$total_dur" \
        'BEGIN { r = b * 8 / d; if (r > p) p = r; printf "%d %d %.6f\n", p, tb + b * 8, td + d }')
    fi
  done <"$dir/index.m3u8"
  awk -v p="$peak" -v tb="$total_bits" -v td="$total_dur" 'BEGIN { printf "%d|%d\n", p, tb / td }'
}

# Encodes one title. $1 name, $2 duration (s), $3 audio kbit/s, $4 audio graph, $5 video graph,
# $6.. renditions WIDTHxHEIGHT@KBPS (video kbit/s), lowest first.
encode() {
  local name=$1 d=$2 akbps=$3 agraph=$4 vgraph=$5
  shift 5
  local out="$VOD/$name" i=0 r
  local args=(-hide_banner -loglevel error -y -filter_complex_script "$WORK/$name.graph")
  # Every rendition carries the same audio, so the audio graph is split once per rendition.
  {
    printf "%s;%s,asplit=%s" "$vgraph" "$agraph" "$#"
    for ((i = 0; i < $#; i++)); do printf "[a%s]" "$i"; done
  } >"$WORK/$name.graph"
  i=0
  for r in "$@"; do
    local kbps=${r#*@} h
    h=$(height_of "$r")
    local level=3.0
    ((h > 480)) && level=3.1
    mkdir -p "$out/${h}p"
    args+=(
      -map "[v$i]" -map "[a$i]" -t "$d"
      -c:v libx264 -threads:v 1 -preset medium -profile:v main -level:v "$level" -pix_fmt yuv420p
      -b:v "${kbps}k" -maxrate "$((kbps * 11 / 10))k" -bufsize "$((kbps * 2))k"
      -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -bf 0
      -force_key_frames "expr:gte(t,n_forced*$SEGMENT_SECONDS)"
      -c:a aac -b:a "${akbps}k" -ac 2 -ar 48000
      -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1
      -f hls -hls_time "$SEGMENT_SECONDS" -hls_playlist_type vod -hls_list_size 0
      -hls_segment_type fmp4 -hls_flags independent_segments
      -hls_fmp4_init_filename init.mp4
      -hls_segment_filename "$out/${h}p/seg_%03d.m4s" "$out/${h}p/index.m3u8"
    )
    i=$((i + 1))
  done
  ffmpeg "${args[@]}" || die "ffmpeg failed for $name"

  # The master declares the same version as ffmpeg's media playlists (fMP4 needs at least 6).
  local version
  version=$(grep -h -o '^#EXT-X-VERSION:[0-9]*' "$out"/*/index.m3u8 | cut -d: -f2 | sort -n | tail -n 1)
  {
    echo "#EXTM3U"
    echo "#EXT-X-VERSION:$version"
    echo "#EXT-X-INDEPENDENT-SEGMENTS"
    for r in "$@"; do
      local size=${r%@*} h
      h=$(height_of "$r")
      local dir="$out/${h}p" rates codecs
      [[ -f "$dir/init.mp4" ]] || die "missing $dir/init.mp4"
      rates=$(bit_rates "$dir")
      codecs="$(avc_codec "$dir/init.mp4"),mp4a.40.2"
      echo "#EXT-X-STREAM-INF:BANDWIDTH=${rates%|*},AVERAGE-BANDWIDTH=${rates#*|},RESOLUTION=$size,FRAME-RATE=$FPS.000,CODECS=\"$codecs\""
      echo "${h}p/index.m3u8"
    done
  } >"$out/master.m3u8"
}

# The demo film's external WebVTT subtitles, English and Portuguese: written as text (they are
# not encoded), every cue inside the clip. The seed gives them to a few films.
write_subtitles() {
  local dir="$VOD/demo/subtitles"
  mkdir -p "$dir"
  cat >"$dir/en.vtt" <<'VTT'
WEBVTT

1
00:00:01.000 --> 00:00:04.500
Welcome to Marquee.

2
00:00:05.000 --> 00:00:08.500
This is the demo feature:
thirty seconds of colour and sound.

3
00:00:09.000 --> 00:00:12.500
A golden orb drifts across a slowly turning sky.

4
00:00:13.000 --> 00:00:16.500
Four chords, one every two seconds.

5
00:00:17.000 --> 00:00:20.500
The arrow keys jump ten seconds back or on.

6
00:00:21.000 --> 00:00:24.500
These words come from a WebVTT file beside the film.

7
00:00:25.000 --> 00:00:29.000
Thank you for watching.
VTT
  cat >"$dir/pt.vtt" <<'VTT'
WEBVTT

1
00:00:01.000 --> 00:00:04.500
Bem-vindo ao Marquee.

2
00:00:05.000 --> 00:00:08.500
Este é o filme de demonstração:
trinta segundos de cor e som.

3
00:00:09.000 --> 00:00:12.500
Uma esfera dourada atravessa um céu que gira devagar.

4
00:00:13.000 --> 00:00:16.500
Quatro acordes, um a cada dois segundos.

5
00:00:17.000 --> 00:00:20.500
As setas saltam dez segundos para trás ou para a frente.

6
00:00:21.000 --> 00:00:24.500
Estas palavras vêm de um ficheiro WebVTT ao lado do filme.

7
00:00:25.000 --> 00:00:29.000
Obrigado por assistir.
VTT
}

# Checks that a WebVTT file starts with its signature and that every cue ends after it starts
# and no later than the clip. $1 file, $2 clip duration (s)
verify_subtitles() {
  local file=$1 clip=$2
  [[ "$(head -n 1 "$file")" == "WEBVTT" ]] || die "$file: no WEBVTT signature"
  awk -v clip="$clip" -v file="$file" '
    function seconds(t, parts) { split(t, parts, ":"); return parts[1] * 3600 + parts[2] * 60 + parts[3] }
    $2 == "-->" {
      cues++
      from = seconds($1); to = seconds($3)
      if (to <= from || to > clip) { printf "make-media: %s: cue %s --> %s outside 0-%s s\n", file, $1, $3, clip > "/dev/stderr"; bad = 1 }
    }
    END { if (cues == 0) { printf "make-media: %s: no cues\n", file > "/dev/stderr"; bad = 1 }; exit bad }
  ' "$file" || die "$file: bad cues"
  printf "  %-8s %s cues\n" "$(basename "$file")" "$(grep -c -- '-->' "$file")"
}

# Checks with ffprobe that the master playlist parses, has the expected renditions, video and
# audio streams, and lasts as long as asked (within a segment's audio padding).
verify() {
  local name=$1 want=$2 renditions=$3 out="$VOD/$1"
  local probe duration nvideo naudio
  probe=$(ffprobe -v error -show_entries format=duration:stream=codec_type,codec_name,profile,width,height,channels,sample_rate \
    -of compact "$out/master.m3u8") || die "ffprobe cannot read $out/master.m3u8"
  duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$out/master.m3u8")
  # Streams are listed once per program too; count only the top-level stream lines.
  probe=$(grep '^stream|' <<<"$probe" || true)
  nvideo=$(grep -c 'codec_type=video' <<<"$probe" || true)
  naudio=$(grep -c 'codec_type=audio' <<<"$probe" || true)
  ((nvideo == renditions)) || die "$name: expected $renditions video streams, ffprobe saw $nvideo"
  ((naudio >= 1)) || die "$name: no audio stream"
  grep 'codec_type=video' <<<"$probe" | grep -q 'codec_name=h264' || die "$name: video is not H.264"
  grep 'codec_type=audio' <<<"$probe" | grep -q 'channels=2' || die "$name: audio is not stereo"
  awk -v d="$duration" -v w="$want" 'BEGIN { exit !(d >= w - 0.1 && d <= w + 0.1) }' ||
    die "$name: duration $duration s, expected $want s"
  local r
  for r in "$out"/*/index.m3u8; do
    local segs
    segs=$(grep -c '^#EXTINF:2.000000,' "$r" || true)
    ((segs == want / SEGMENT_SECONDS)) || die "$r: expected $((want / SEGMENT_SECONDS)) segments of 2 s, saw $segs"
  done
  printf "  %-8s %6.3f s  %s  %s\n" "$name" "$duration" "$(du -sh "$out" | cut -f1)" \
    "$(grep -o 'RESOLUTION=[^,]*\|[A-Z-]*BANDWIDTH=[0-9]*' "$out/master.m3u8" | tr '\n' ' ')"
}

# An SD-only master beside the film's master, for the SD playback profiles: the same segments,
# the 360p rendition alone (the HD master lets hls.js pick either).
write_sd_master() {
  local master="$VOD/demo/master.m3u8"
  {
    grep -v -e '^#EXT-X-STREAM-INF' -e '\.m3u8$' "$master"
    grep -B1 '^360p/index\.m3u8$' "$master"
  } >"$VOD/demo/sd.m3u8"
  grep -q '^360p/index\.m3u8$' "$VOD/demo/sd.m3u8" || die "no 360p rendition for sd.m3u8"
  ! grep -q '720p' "$VOD/demo/sd.m3u8" || die "sd.m3u8 lists the 720p rendition"
}

# The seek-bar thumbnails of an asset: one frame from the middle of each segment of its lowest
# rendition, 320 px wide, in a row (tile N x 1) in segment order, a small JPEG (quality 5). The
# live origin reads a tile's place from the segment's index alone (x = index * 320).
# $1 asset name
make_sheet() {
  local name=$1 dir="$VOD/$1/360p" out="$VOD/$1/thumbnails" at=0 n=0 line dur frames
  [[ -f "$dir/index.m3u8" ]] || die "no $dir/index.m3u8 to take thumbnails from"
  frames="$WORK/$name-frames"
  mkdir -p "$frames" "$out"
  while IFS= read -r line; do
    [[ $line == "#EXTINF:"* ]] || continue
    dur=${line#\#EXTINF:}
    dur=${dur%%,*}
    # Seeking after -i decodes up to the frame (the HLS demuxer cannot seek by itself here).
    ffmpeg -nostdin -hide_banner -loglevel error -y -allowed_extensions ALL -i "$dir/index.m3u8" \
      -ss "$(awk -v a="$at" -v d="$dur" 'BEGIN { printf "%.3f", a + d / 2 }')" \
      -frames:v 1 -update 1 -vf scale=320:-2 "$frames/$(printf '%03d' "$n").png" ||
      die "no frame for segment $n of $name"
    at=$(awk -v a="$at" -v d="$dur" 'BEGIN { print a + d }')
    n=$((n + 1))
  done <"$dir/index.m3u8"
  ((n > 0)) || die "$name has no segments"
  ffmpeg -hide_banner -loglevel error -y -framerate 1 -i "$frames/%03d.png" \
    -vf "tile=${n}x1" -frames:v 1 -q:v 5 -fflags +bitexact -flags:v +bitexact \
    "$out/sheet.jpg" || die "no sheet for $name"
  local size
  size=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0:s=x \
    "$out/sheet.jpg")
  [[ $size == "$((n * 320))x180" ]] || die "$out/sheet.jpg is $size, expected $((n * 320))x180"
  printf "  %-12s %2s tiles  %s\n" "$name" "$n" "$(du -h "$out/sheet.jpg" | cut -f1)"
}

make_sheets() {
  echo "make-media: thumbnail sheets"
  local name
  for name in demo advert advert-offer trailer; do make_sheet "$name"; done
}

if [[ ${1:-} == "--sheets-only" ]]; then
  make_sheets
  exit 0
fi

rm -rf "$VOD/demo" "$VOD/advert" "$VOD/advert-offer" "$VOD/trailer"
mkdir -p "$VOD"

echo "make-media: encoding demo (30 s, 360p + 720p), adverts (8 s and 6 s, 360p), trailer (12 s, 360p)"
encode demo 30 96 \
  "$(audio_graph 30 261.63 0 -3 5 7 1)" \
  "$(video_graph 30 0x1b1147:0x5a2a8c:0x0c5f6a linear 11 0xffc857 "Demo Feature" "Now playing" \
    640x360@500 1280x720@1200)" \
  640x360@500 1280x720@1200 &
demo_pid=$!
encode advert 8 64 \
  "$(audio_graph 8 392.00 0 5 7 0 9)" \
  "$(video_graph 8 0x04302b:0x0f7a5c:0x1d4e89 radial 23 0xf7f052 "Your Brand Here" "Advertisement" \
    640x360@400)" \
  640x360@400 &
advert_pid=$!
encode advert-offer 6 64 \
  "$(audio_graph 6 523.25 0 7 9 5 2)" \
  "$(video_graph 6 0x4a0a3c:0xc2185b:0xff8f00 circular 53 0x00e5ff "Special Offer" "Advertisement" \
    640x360@400)" \
  640x360@400 &
offer_pid=$!
encode trailer 12 64 \
  "$(audio_graph 12 196.00 0 -4 3 -2 0)" \
  "$(video_graph 12 0x2a0a12:0x9c2a1a:0xe07b28 linear 37 0x7fe3ff "Coming Soon" "Trailer" \
    640x360@500)" \
  640x360@500 &
trailer_pid=$!
wait "$demo_pid" || die "demo failed"
wait "$advert_pid" || die "advert failed"
wait "$offer_pid" || die "advert-offer failed"
wait "$trailer_pid" || die "trailer failed"
write_sd_master
write_subtitles

echo "make-media: verifying with ffprobe"
verify demo 30 2
verify advert 8 1
verify advert-offer 6 1
verify trailer 12 1
for vtt in "$VOD"/demo/subtitles/*.vtt; do verify_subtitles "$vtt" 30; done

make_sheets

total_kb=$(du -sk "$ROOT/apps/server/media" | cut -f1)
echo "make-media: apps/server/media is $(du -sh "$ROOT/apps/server/media" | cut -f1)"
((total_kb < 10 * 1024)) || die "media is ${total_kb} KiB, over the 10 MB budget"
