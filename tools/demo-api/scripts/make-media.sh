#!/usr/bin/env bash
# Rebuilds the demo API's HLS test media in tools/demo-api/media from ffmpeg's built-in lavfi
# sources, so the committed streams can be regenerated anywhere without input files.
# Usage: tools/demo-api/scripts/make-media.sh   (needs ffmpeg with libx264; MEDIA_DIR overrides the output)
#        tools/demo-api/scripts/make-media.sh thumbnails   (only the seek thumbnails, from the committed
#        segments: no video is encoded again)
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly SCRIPT_DIR
readonly MEDIA_DIR="${MEDIA_DIR:-$(dirname "$SCRIPT_DIR")/media}"

readonly FPS=25
# Keyframe interval equals the segment length so every segment starts on an IDR frame and
# players can switch rungs at any segment boundary.
readonly SEGMENT_SECONDS=2
readonly GOP_FRAMES=$((FPS * SEGMENT_SECONDS))
# No B-frames: their decode-order delay makes the first video frame start 80 ms after the
# audio in hls.js's timeline, a hole it has to seek over (a bufferSeekOverHole error event).
readonly B_FRAMES=0
# x264's rate control is only repeatable single-threaded; one thread makes a rebuild byte-identical,
# so rerunning the script leaves the committed media unchanged.
readonly ENCODER_THREADS=1
readonly AUDIO_RATE=48000
readonly AUDIO_KBPS=48
# The AAC encoder emits its first frame 1024 samples early (encoder priming). Delaying the tone by
# as much lines audio up with the first video frame, so players see no hole at the start to skip.
readonly AAC_PRIMING_SAMPLES=1024
# AAC-LC, the only audio profile this script produces (checked in audio_codec).
readonly AAC_LC_CODEC='mp4a.40.2'
# Labels are optional: without this font the clips stay distinct by pattern and tone.
readonly LABEL_FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
readonly CLOCK_FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf

# Rungs as name:width:height:max-kbps:h264-level. CRF does the work on these synthetic patterns;
# the max rate (with a one-second buffer) caps busy scenes so the whole media folder stays
# under ~8 MB. Level 3.0 covers 640x360, 3.1 covers 1280x720 at 25 fps.
readonly LANDSCAPE_LOW=360p:640:360:250:3.0
readonly LANDSCAPE_HIGH=720p:1280:720:700:3.1
readonly PORTRAIT_LOW=360p:360:640:200:3.0
readonly PORTRAIT_HIGH=720p:720:1280:500:3.1

# Seek thumbnails: one tile per segment (its IDR frame, so only keyframes are decoded), tiles of
# 160x90 (90x160 upright) in sheets of 4x4, one sheet to 32 s of film. A sheet of 4x4 tiles keeps
# the film's shape (640x360), and a phone's first drag loads one sheet of 10-30 KiB.
readonly THUMB_SECONDS=$SEGMENT_SECONDS
readonly THUMB_LAYOUT=4x4
readonly THUMB_LONG_SIDE=160
readonly THUMB_SHORT_SIDE=90
# mjpeg's quantiser (2 best .. 31 worst): the tiles show a scene, not its fine print.
readonly THUMB_QUALITY=12
readonly THUMB_DIR=thumbs

die() {
  echo "make-media: $*" >&2
  exit 1
}

# Filter chain (starting with a comma) that burns a big label and a running clock into the video.
label_filters() {
  local text=$1 short_side=$2
  [[ -r $LABEL_FONT && -r $CLOCK_FONT ]] || return 0
  local label_size=$((short_side / 7)) clock_size=$((short_side / 18))
  printf "%s" ",drawtext=fontfile=${LABEL_FONT}:text='${text}':fontsize=${label_size}" \
    ":fontcolor=white:borderw=$((label_size / 20)):bordercolor=black:x=(w-tw)/2:y=(h-th)/2" \
    ",drawtext=fontfile=${CLOCK_FONT}:text='%{pts\\:hms}':fontsize=${clock_size}" \
    ":fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=$((clock_size / 4))" \
    ":x=(w-tw)/2:y=h-th-$((clock_size * 2))"
}

# RFC 6381 codec string of the H.264 stream in a segment, read from its SPS
# (profile_idc, constraint flags, level_idc) rather than assumed from the encoder settings.
video_codec() {
  local segment=$1 sps
  sps=$(ffmpeg -v error -i "$segment" -map 0:v:0 -c copy -frames:v 1 -f h264 - |
    od -An -tx1 -v | tr -d ' \n' | grep -oE '000001[0246]7[0-9a-f]{6}' | awk 'NR == 1')
  [[ -n $sps ]] || die "no SPS found in $segment"
  echo "avc1.${sps:8:6}"
}

audio_codec() {
  local segment=$1 profile
  profile=$(ffprobe -v error -select_streams a:0 -show_entries stream=profile -of csv=p=0 "$segment" |
    awk 'NF && !seen++')
  [[ $profile == LC ]] || die "expected AAC-LC in $segment, got '$profile'"
  echo "$AAC_LC_CODEC"
}

# "peak average" bits per second of a variant playlist, from its segments' sizes and durations;
# HLS defines BANDWIDTH as the peak segment bit rate, muxing overhead included.
variant_bandwidth() {
  local playlist=$1 dir line duration=0
  dir=$(dirname "$playlist")
  while IFS= read -r line; do
    case $line in
      '#EXTINF:'*)
        duration=${line#'#EXTINF:'}
        duration=${duration%%,*}
        ;;
      '' | '#'*) ;;
      *) echo "$duration $(stat -c %s "$dir/$line")" ;;
    esac
  done <"$playlist" |
    awk '{ rate = $2 * 8 / $1; if (rate > peak) peak = rate; bits += $2 * 8; seconds += $1 }
      END { printf "%d %d\n", peak + 0.999, bits / seconds + 0.5 }'
}

write_master() {
  local clip_dir=$1
  shift
  local lines=('#EXTM3U' '#EXT-X-VERSION:3' '#EXT-X-INDEPENDENT-SEGMENTS')
  local rung name width height _ segment bandwidth peak average video audio
  for rung in "$@"; do
    IFS=: read -r name width height _ <<<"$rung"
    segment="$clip_dir/$name/seg-000.ts"
    # Separate assignments so a failing probe stops the script (set -e ignores failures in arguments).
    bandwidth=$(variant_bandwidth "$clip_dir/$name/index.m3u8")
    read -r peak average <<<"$bandwidth"
    video=$(video_codec "$segment")
    audio=$(audio_codec "$segment")
    lines+=(
      "#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},RESOLUTION=${width}x${height},FRAME-RATE=${FPS}.000,CODECS=\"${video},${audio}\""
      "$name/index.m3u8"
    )
  done
  printf '%s\n' "${lines[@]}" >"$clip_dir/master.m3u8"
}

# Encodes one clip: a lavfi video source at the top rung's size, labelled, split into every rung,
# each muxed with its own copy of a sine tone into a VOD HLS variant, then the master playlist.
make_clip() {
  local name=$1 seconds=$2 source=$3 tone_hz=$4 label=$5
  shift 5
  local rungs=("$@") clip_dir="$MEDIA_DIR/$name" count=$#
  local top_width top_height
  IFS=: read -r _ top_width top_height _ <<<"${rungs[-1]}"

  rm -rf "$clip_dir"
  local video_outs='' audio_outs='' scales='' outputs=() i rung_name width height kbps level
  for i in "${!rungs[@]}"; do
    IFS=: read -r rung_name width height kbps level <<<"${rungs[i]}"
    mkdir -p "$clip_dir/$rung_name"
    video_outs+="[v$i]"
    audio_outs+="[a$i]"
    scales+="[v$i]scale=${width}:${height}:flags=lanczos,format=yuv420p[vout$i];"
    outputs+=(
      -map "[vout$i]" -map "[a$i]" -t "$seconds"
      -c:v libx264 -preset slow -profile:v main -level:v "$level" -crf 24 -bf "$B_FRAMES" -threads "$ENCODER_THREADS"
      -maxrate "${kbps}k" -bufsize "${kbps}k"
      -g "$GOP_FRAMES" -keyint_min "$GOP_FRAMES" -sc_threshold 0
      -force_key_frames "expr:gte(t,n_forced*${SEGMENT_SECONDS})"
      -c:a aac -b:a "${AUDIO_KBPS}k" -ar "$AUDIO_RATE" -ac 2
      -f hls -hls_time "$SEGMENT_SECONDS" -hls_playlist_type vod -hls_flags independent_segments
      -hls_segment_filename "$clip_dir/$rung_name/seg-%03d.ts" "$clip_dir/$rung_name/index.m3u8"
    )
  done

  local short_side=$((top_width < top_height ? top_width : top_height))
  local graph="${source}$(label_filters "$label" "$short_side"),split=${count}${video_outs};${scales}"
  graph+="sine=frequency=${tone_hz}:sample_rate=${AUDIO_RATE},volume=0.2"
  graph+=",asetpts=PTS+${AAC_PRIMING_SAMPLES}/(SR*TB)"
  graph+=",aformat=channel_layouts=stereo,asplit=${count}${audio_outs}"

  echo "make-media: $name (${seconds}s, ${count} rung(s), ${tone_hz} Hz)"
  ffmpeg -hide_banner -v error -y -filter_complex "$graph" "${outputs[@]}"
  write_master "$clip_dir" "${rungs[@]}"
}

# The image media playlist of a clip's sheets: each sheet an #EXTINF of the seconds its tiles
# cover, #EXT-X-TILES giving the tile size, the grid and a tile's seconds (the form Roku and Shaka
# read), the whole marked #EXT-X-IMAGES-ONLY.
write_image_playlist() {
  local thumb_dir=$1 seconds=$2 resolution=$3
  local columns=${THUMB_LAYOUT%x*} rows=${THUMB_LAYOUT#*x}
  local per_sheet=$((columns * rows * THUMB_SECONDS)) sheet start=0 length lines=()
  lines+=('#EXTM3U' '#EXT-X-VERSION:7' "#EXT-X-TARGETDURATION:${per_sheet}" '#EXT-X-MEDIA-SEQUENCE:0')
  lines+=('#EXT-X-PLAYLIST-TYPE:VOD' '#EXT-X-IMAGES-ONLY')
  for sheet in "$thumb_dir"/sheet-*.jpg; do
    length=$((seconds - start < per_sheet ? seconds - start : per_sheet))
    lines+=(
      "#EXT-X-TILES:RESOLUTION=${resolution},LAYOUT=${THUMB_LAYOUT},DURATION=${THUMB_SECONDS}.000"
      "#EXTINF:${length}.000,"
      "$(basename "$sheet")"
    )
    start=$((start + per_sheet))
  done
  lines+=('#EXT-X-ENDLIST')
  printf '%s\n' "${lines[@]}" >"$thumb_dir/index.m3u8"
}

# Tile sheets of a clip, cut from the keyframes of its committed top rung (one per segment, at
# 0 s, 2 s, 4 s …), their image playlist, and the line naming it in master.m3u8, which is
# otherwise left as it is. Rerunning it rewrites the same bytes.
make_thumbnails() {
  local name=$1 seconds=$2 clip_dir="$MEDIA_DIR/$1"
  local top master="$MEDIA_DIR/$1/master.m3u8"
  [[ -f $master ]] || die "no $master: make the clip first"
  top=$(grep -v '^#' "$master" | awk 'NF { last = $0 } END { print last }')
  local width height
  IFS=x read -r width height <<<"$(grep -o 'RESOLUTION=[0-9]*x[0-9]*' "$master" | tail -n 1 | cut -d= -f2)"
  local tile_width=$THUMB_LONG_SIDE tile_height=$THUMB_SHORT_SIDE
  if ((height > width)); then
    tile_width=$THUMB_SHORT_SIDE
    tile_height=$THUMB_LONG_SIDE
  fi
  local thumb_dir="$clip_dir/$THUMB_DIR"
  rm -rf "$thumb_dir"
  mkdir -p "$thumb_dir"
  echo "make-media: $name thumbnails (${tile_width}x${tile_height}, ${THUMB_LAYOUT} a sheet)"
  ffmpeg -hide_banner -v error -y -skip_frame nokey -i "$clip_dir/$top" -map 0:v:0 -fps_mode passthrough \
    -vf "scale=${tile_width}:${tile_height}:flags=lanczos,tile=${THUMB_LAYOUT}" \
    -q:v "$THUMB_QUALITY" -start_number 0 "$thumb_dir/sheet-%03d.jpg"
  write_image_playlist "$thumb_dir" "$seconds" "${tile_width}x${tile_height}"

  # BANDWIDTH is the peak rate of a sheet over the seconds it covers, as for a variant.
  local peak
  peak=$(variant_bandwidth "$thumb_dir/index.m3u8")
  peak=${peak%% *}
  local line="#EXT-X-IMAGE-STREAM-INF:BANDWIDTH=${peak},RESOLUTION=${tile_width}x${tile_height},CODECS=\"jpeg\",URI=\"${THUMB_DIR}/index.m3u8\""
  # After the variants: hls.js reads a variant's address as the first line after its tag that is
  # no comment, so a line of its own at the end is the safest place for a tag it does not know.
  grep -v '^#EXT-X-IMAGE-STREAM-INF:' "$master" >"$master.tmp"
  printf '%s\n' "$line" >>"$master.tmp"
  mv "$master.tmp" "$master"
}

# Every film's thumbnails, from the clips already made.
make_all_thumbnails() {
  make_thumbnails clip-1 14
  make_thumbnails clip-2 40
  make_thumbnails clip-3 14
  make_thumbnails short-1 10
  make_thumbnails short-2 10
}

command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || die 'ffmpeg and ffprobe are required'
[[ $(ffmpeg -hide_banner -encoders 2>/dev/null) == *libx264* ]] || die 'ffmpeg lacks the libx264 encoder'
mkdir -p "$MEDIA_DIR"

if [[ ${1:-} == thumbnails ]]; then
  make_all_thumbnails
  echo "make-media: thumbnails done"
  exit 0
fi

readonly LANDSCAPE=("$LANDSCAPE_LOW" "$LANDSCAPE_HIGH")
readonly PORTRAIT=("$PORTRAIT_LOW" "$PORTRAIT_HIGH")

make_clip clip-1 14 "testsrc2=size=1280x720:rate=${FPS}" 440 'CLIP 1' "${LANDSCAPE[@]}"
make_clip clip-2 40 "smptehdbars=size=1280x720:rate=${FPS}" 554 'CLIP 2' "${LANDSCAPE[@]}"
make_clip clip-3 14 "mandelbrot=size=1280x720:rate=${FPS}" 659 'CLIP 3' "${LANDSCAPE[@]}"
make_clip short-1 10 \
  "life=size=90x160:rate=${FPS}:seed=42:life_color=#40ff80:death_color=#102018,scale=720:1280:flags=neighbor" \
  330 'SHORT 1' "${PORTRAIT[@]}"
make_clip short-2 10 "testsrc2=size=720x1280:rate=${FPS},hue=H=2*PI*t/10" 784 'SHORT 2' "${PORTRAIT[@]}"
make_clip ad-1 6 "color=c=0xF5A623:size=640x360:rate=${FPS}" 880 'AD' "$LANDSCAPE_LOW"
# The pre-roll ad is never sought: it has no thumbnails.
make_all_thumbnails

echo "make-media: done, $(du -sh "$MEDIA_DIR" | cut -f1) in $MEDIA_DIR"
